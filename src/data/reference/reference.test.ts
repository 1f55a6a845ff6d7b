import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {reference, type ModelField} from './index';

const REFERENCE_PAGES = join(__dirname, '../../../docs/fundamentals/configuration/reference');

function isStringArray(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

describe('reference JSON contract', () => {
  it('names the release it describes', () => {
    expect(reference.schemaVersion).toBe(2);
    expect(reference.package).toBe('django-cfg');
    expect(reference.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('describes every field with the keys the pages and the builder read', () => {
    const models = Object.entries(reference.models);
    expect(models.length).toBeGreaterThan(40);
    for (const [key, m] of models) {
      expect(key).toBe(`${m.module}.${m.name}`);
      expect(m.file).toMatch(/\.py$/);
      expect(isStringArray(m.bases) && m.bases.length > 0, `${m.name} bases`).toBe(true);
      expect(typeof m.consumed.used).toBe('boolean');
      expect(m.exported).toBe(m.exportedAs.length > 0);
      for (const f of m.fields as unknown[]) {
        const field = f as ModelField;
        expect(typeof field.name, m.name).toBe('string');
        expect(field.type.length, `${m.name}.${field.name} type`).toBeGreaterThan(0);
        expect(typeof field.required).toBe('boolean');
        expect(field.required ? field.default === null : typeof field.default === 'string').toBe(true);
        expect(typeof field.description).toBe('string');
        expect(isStringArray(field.settings)).toBe(true);
        expect(typeof field.measured).toBe('boolean');
        // A field that was not measured says why; one that was may list where it is read instead.
        expect(field.measured || typeof field.unmeasured === 'string', `${m.name}.${field.name}`).toBe(true);
        if (!m.reachable) expect(field.measured).toBe(false);
        expect(typeof field.constraints).toBe('object');
      }
      for (const inherited of m.inheritedFields) expect(reference.models[inherited.from]).toBeDefined();
    }
  });

  it('records the settings the audited fields feed, as running the package shows', () => {
    const feeds = (model: string, field: string) =>
      Object.values(reference.models)
        .find((m) => m.name === model)
        ?.fields.find((f) => f.name === field);
    expect(feeds('CacheConfig', 'timeout')?.settings).toEqual(['CACHES.default.TIMEOUT']);
    expect(feeds('DRFConfig', 'throttle_rates')?.settings).toEqual(['REST_FRAMEWORK.DEFAULT_THROTTLE_RATES']);
    expect(feeds('DRFConfig', 'throttle_rates')?.settingsWhen).toEqual([{when: 'openapi_client is set', settings: []}]);
    expect(feeds('SpectacularConfig', 'description')).toMatchObject({measured: true, settings: []});
    for (const name of ['SecurityConfig', 'LoggingConfig', 'EnvironmentConfig']) {
      expect(Object.values(reference.models).find((m) => m.name === name)?.reachable, name).toBe(false);
    }
  });

  it('resolves DjangoConfig and its two required fields', () => {
    const dc = reference.models[reference.djangoConfig];
    expect(dc?.name).toBe('DjangoConfig');
    expect(dc?.fields.filter((f) => f.required).map((f) => f.name)).toEqual(['project_name', 'secret_key']);
  });

  it('lists every export with its target and an import verdict', () => {
    const names = reference.exports.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const e of reference.exports) {
      expect(e.module).toMatch(/^django_cfg(\.|$)/);
      expect(e.resolves).toBe(e.problem === null);
    }
    expect(
      reference.exports
        .filter((e) => !e.resolves)
        .map((e) => e.name)
        .sort(),
    ).toEqual([
      'CursorPaginationEnhanced',
      'DjangoIntegration',
      'DynamicRouter',
      'HealthService',
      'NgrokAuthConfig',
      'NgrokTunnelConfig',
      'health_callback',
      'version_check',
    ]);
  });

  it('has extras, management commands and console commands', () => {
    expect(reference.extras.full?.length).toBeGreaterThan(0);
    expect(reference.commands.length).toBeGreaterThan(30);
    expect(reference.cli.map((c) => c.name)).toEqual(['create-project', 'info', 'search']);
  });
});

describe('reference pages', () => {
  const pages = readdirSync(REFERENCE_PAGES).filter((f) => f.endsWith('.mdx'));
  const placed = new Map<string, string[]>();
  for (const page of pages) {
    const text = readFileSync(join(REFERENCE_PAGES, page), 'utf8');
    for (const m of text.matchAll(/<ModelReference name="(\w+)" \/>/g)) {
      const name = m[1] ?? '';
      placed.set(name, [...(placed.get(name) ?? []), page]);
    }
  }

  it('show every extracted model exactly once', () => {
    for (const m of Object.values(reference.models)) {
      expect(placed.get(m.name), `${m.name} placed once`).toHaveLength(1);
    }
    for (const name of placed.keys()) {
      expect(
        Object.values(reference.models).some((m) => m.name === name),
        `${name} exists`,
      ).toBe(true);
    }
  });
});
