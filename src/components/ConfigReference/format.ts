import type {FieldConstraints, ModelField} from '../../data/reference/types';

/** Constraints as short readable phrases: `1–100 chars`, `≥ 1024`, `one of 'json', 'pickle'`. */
export function describeConstraints(c: FieldConstraints): string[] {
  const out: string[] = [];
  const range = (lo: number | string | undefined, hi: number | string | undefined, unit: string) => {
    if (lo !== undefined && hi !== undefined) out.push(`${String(lo)}–${String(hi)}${unit}`);
    else if (lo !== undefined) out.push(`≥ ${String(lo)}${unit}`);
    else if (hi !== undefined) out.push(`≤ ${String(hi)}${unit}`);
  };
  range(c.ge, c.le, '');
  if (c.gt !== undefined) out.push(`> ${String(c.gt)}`);
  if (c.lt !== undefined) out.push(`< ${String(c.lt)}`);
  range(c.min_length, c.max_length, ' chars');
  if (c.pattern) out.push(`matches ${c.pattern}`);
  if (c.literal) out.push(`one of ${c.literal.map((v) => (v === null ? 'None' : JSON.stringify(v))).join(', ')}`);
  return out;
}

/** The default as a reader would write it; required fields say so. */
export function describeDefault(field: ModelField): string {
  return field.required ? 'required' : (field.default ?? 'None');
}

/** Anchor id of a field: `databaseconfig-conn_max_age`. */
export function fieldAnchor(model: string, field: string): string {
  return `${model.toLowerCase()}-${field.toLowerCase()}`;
}
