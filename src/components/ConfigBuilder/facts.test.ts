import {describe, expect, it} from 'vitest';
import {allFields, modelByName, reference} from '../../data/reference';
import {APPS} from './build';
import {DJANGO_CONFIG_DEFAULTS, EXTRAS, RELEASE} from './facts';

describe('builder facts', () => {
  it('match the reference JSON', () => {
    expect(RELEASE).toBe(reference.version);
    const fields = allFields(modelByName('DjangoConfig'));
    for (const [name, value] of Object.entries(DJANGO_CONFIG_DEFAULTS)) {
      expect(fields.find((f) => f.name === name)?.default, name).toBe(value);
    }
    for (const extra of EXTRAS) expect(Object.keys(reference.extras)).toContain(extra);
  });

  it('cover every app flag the builder offers', () => {
    expect(Object.keys(DJANGO_CONFIG_DEFAULTS).sort()).toEqual(APPS.map((a) => a.field).sort());
  });
});
