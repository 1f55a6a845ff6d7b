import {describe, expect, it} from 'vitest';
import {allFields, modelByName, reference} from '../../data/reference';
import {
  APPS,
  DEFAULT_CHOICES,
  INTEGRATIONS,
  allCombinations,
  buildProject,
  type Assignment,
  type Choices,
} from './build';

/** Whether a value the builder writes fits the field's annotation in the reference. */
function fits(annotation: string, a: Assignment): boolean {
  const v = a.value;
  switch (v.kind) {
    case 'str':
      return /\b(str|SecretStr)\b/.test(annotation);
    case 'bool':
      return /\bbool\b/.test(annotation);
    case 'int':
      return /\bint\b/.test(annotation);
    case 'databases':
      return /^Dict\[str, *DatabaseConfig\]$/.test(annotation);
    case 'model':
      return new RegExp(`\\b${v.model}\\b`).test(annotation);
  }
}

function check(assignments: Assignment[], owner: string): string[] {
  const problems: string[] = [];
  const fields = allFields(modelByName(owner));
  for (const a of assignments) {
    if (a.subclassOnly) {
      const attr = reference.subclassAttributes.find((s) => s.name === a.field);
      const model = a.value.kind === 'model' ? a.value.model : '';
      if (!attr?.model?.endsWith(`.${model}`)) problems.push(`${owner}.${a.field}: not a known subclass attribute`);
    } else {
      const field = fields.find((f) => f.name === a.field);
      if (!field) problems.push(`${owner}.${a.field}: no such field`);
      else if (!fits(field.type, a)) problems.push(`${owner}.${a.field}: ${a.value.kind} does not fit ${field.type}`);
    }
    if (a.value.kind === 'model') {
      const written = new Set(a.value.args.map((x) => x.field));
      for (const f of allFields(modelByName(a.value.model))) {
        if (f.required && !written.has(f.name)) problems.push(`${a.value.model}.${f.name} is required but not written`);
      }
      problems.push(...check(a.value.args, a.value.model));
    }
  }
  return problems;
}

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((acc, item) => [...acc, ...acc.map((s) => [...s, item])], [[]]);
}

const appSets: Choices['apps'][] = [[], ['support'], ['accounts', 'support'], APPS.map((a) => a.id)];
const combos: Choices[] = [];
for (const database of ['sqlite', 'postgres'] as const)
  for (const cache of ['none', 'redis'] as const)
    for (const email of ['console', 'smtp'] as const)
      for (const apps of appSets)
        for (const integrations of subsets(INTEGRATIONS.map((i) => i.id)))
          combos.push({database, cache, email, apps, integrations});

// The form offers 65,536 combinations; these 2,048 (four app sets) keep the checks below quick.
// tests/python/test_builder.py runs the output itself against the pinned django-cfg.
describe('config builder', () => {
  it('enumerates every combination the form offers, once each', () => {
    const all = allCombinations();
    expect(all).toHaveLength(2 * 2 * 2 * 2 ** APPS.length * 2 ** INTEGRATIONS.length);
    expect(new Set(all.map((c) => JSON.stringify(c))).size).toBe(all.length);
    expect(all).toContainEqual(DEFAULT_CHOICES);
  });

  it(`writes only fields that exist with fitting types, in ${combos.length} combinations`, () => {
    for (const choices of combos) {
      const out = buildProject(choices);
      const root = out.assignments;
      const written = new Set(root.map((a) => a.field));
      for (const f of allFields(modelByName('DjangoConfig')))
        if (f.required) expect(written.has(f.name), `${f.name} written`).toBe(true);
      expect(check(root, 'DjangoConfig'), JSON.stringify(choices)).toEqual([]);
      for (const a of root) expect(out.configPy).toContain(`    ${a.field}: `);
    }
  });

  it('reads every env variable config.py uses from .env, and only those', () => {
    for (const choices of combos) {
      const out = buildProject(choices);
      const used = new Set([...out.configPy.matchAll(/env\.(\w+)/g)].map((m) => m[1]));
      const declared = new Set([...out.configPy.matchAll(/^ {4}(\w+): (?:str|int|bool)\b/gm)].map((m) => m[1]));
      const inEnv = new Set([...out.env.matchAll(/^(\w+)=/gm)].map((m) => m[1]?.toLowerCase()));
      for (const name of used) {
        expect(inEnv.has(name), `${name} in .env`).toBe(true);
        expect(declared.has(name), `${name} declared on Env`).toBe(true);
      }
    }
  });

  it('pins the release and uses only extras the package declares', () => {
    for (const choices of combos) {
      const out = buildProject(choices);
      expect(out.pip).toBe(`pip install 'django-cfg[${out.extras.join(',')}]==${reference.version}'`);
      for (const extra of out.extras) expect(Object.keys(reference.extras)).toContain(extra);
    }
    const all = buildProject({...DEFAULT_CHOICES, apps: ['agents'], integrations: ['centrifugo', 'grpc', 'rq']});
    expect(all.extras).toEqual(['django52', 'centrifugo', 'grpc', 'rq', 'ai']);
  });

  it('names the URL and WSGI modules of the api project package', () => {
    const out = buildProject(DEFAULT_CHOICES);
    expect(out.configPy).toContain('    root_urlconf: str = "api.urls"\n');
    expect(out.configPy).toContain('    wsgi_application: str = "api.wsgi.application"\n');
  });

  it('writes .env placeholders that pass the validators of the models reading them', () => {
    const all = buildProject({...DEFAULT_CHOICES, apps: ['agents'], integrations: ['telegram', 'twilio']});
    const env: Record<string, string> = Object.fromEntries(
      [...all.env.matchAll(/^(\w+)=(.*)$/gm)].map((m): [string, string] => [m[1] ?? '', m[2] ?? '']),
    );
    expect(env.OPENAI_API_KEY).toMatch(/^sk-.{17,}$/);
    expect(env.TELEGRAM_BOT_TOKEN).toMatch(/^\d+:.{30,}$/);
    expect(env.TWILIO_ACCOUNT_SID).toMatch(/^AC[a-f0-9]{32}$/);
    expect(env.TWILIO_AUTH_TOKEN).toHaveLength(32);
  });

  it('overrides enable_* flags only where the choice differs from the default', () => {
    const defaults = Object.fromEntries(allFields(modelByName('DjangoConfig')).map((f) => [f.name, f.default]));
    const out = buildProject({...DEFAULT_CHOICES, apps: ['accounts']});
    const flags = out.assignments.filter((a) => a.field.startsWith('enable_'));
    expect(flags.map((a) => a.field).sort()).toEqual(['enable_accounts', 'enable_support']);
    for (const a of flags) expect(a.value.kind === 'bool' && a.value.py).not.toBe(defaults[a.field]);
  });
});
