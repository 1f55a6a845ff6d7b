/**
 * The configuration reference of the documented django-cfg release, generated from the installed
 * package by scripts/reference/generate.py (see design/reference.md). Typed accessors over the
 * committed JSON.
 */
import raw from './django-cfg-1.5.108.json';
import type {ConfigModel, Reference} from './types';

export * from './types';

export const reference = raw as unknown as Reference;

/** A model by its class name (class names are unique among the extracted models). */
export function modelByName(name: string): ConfigModel {
  const found = Object.values(reference.models).find((m) => m.name === name);
  if (!found) throw new Error(`No model named ${name} in the django-cfg ${reference.version} reference`);
  return found;
}

export function djangoConfig(): ConfigModel {
  const model = reference.models[reference.djangoConfig];
  if (!model) throw new Error('The reference has no DjangoConfig');
  return model;
}
