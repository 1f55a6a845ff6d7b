/**
 * What the builder needs from the reference, read with static property paths so the bundler keeps
 * only these parts of the JSON in the page's chunk (the rest of the reference stays out of it).
 */
import raw from '../../data/reference/django-cfg-1.5.108.json';

const djangoConfigFields = raw.models['django_cfg.core.base.config_model.DjangoConfig'].fields;

export const RELEASE = raw.version;

/** Python source of a DjangoConfig field's default (`True`, `None`, …). */
export function djangoConfigDefault(field: string): string | null {
  const found = djangoConfigFields.find((f) => f.name === field);
  if (!found) throw new Error(`DjangoConfig has no field ${field} in the reference`);
  return found.default;
}

export function hasExtra(name: string): boolean {
  return Object.hasOwn(raw.extras, name);
}
