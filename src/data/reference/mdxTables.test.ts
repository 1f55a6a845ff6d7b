import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {compareTable, mdxFiles, normalizeType, parseTables} from './mdxTables';

const ROOT = join(__dirname, '../../..');

describe('hand-written field tables in docs/', () => {
  const results = mdxFiles(join(ROOT, 'docs')).flatMap((file) => parseTables(file, ROOT).map(compareTable));

  it('agree with the extracted reference on every type and default', () => {
    const mismatches = results.flatMap((r) => r.mismatches);
    const report = mismatches.map(
      (m) => `${m.file}:${m.line} ${m.model}.${m.field} ${m.column}: docs say ${m.docs}, source says ${m.source}`,
    );
    expect(report).toEqual([]);
  });

  it('are found and compared, so the check above is not vacuous', () => {
    const matched = results.filter((r) => r.model !== null);
    expect(matched.length).toBeGreaterThanOrEqual(20);
    expect(matched.reduce((n, r) => n + r.typesCompared, 0)).toBeGreaterThanOrEqual(150);
    expect(matched.reduce((n, r) => n + r.defaultsCompared, 0)).toBeGreaterThanOrEqual(150);
  });
});

describe('the table checker', () => {
  function check(markdown: string) {
    const dir = mkdtempSync(join(tmpdir(), 'mdx-table-'));
    const file = join(dir, 'page.mdx');
    writeFileSync(file, markdown);
    return parseTables(file, dir).map(compareTable);
  }

  it('flags a wrong default and a wrong type', () => {
    const [result] = check(
      [
        '| Field | Type | Default | Meaning |',
        '| --- | --- | --- | --- |',
        '| `timeout` | `int` | `600` | seconds |',
        '| `max_connections` | `str` | `50` | pool size |',
        '| `serializer` | `Literal["json", "pickle", "msgpack"]` | `"pickle"` | format |',
      ].join('\n'),
    );
    expect(result?.model).toBe('CacheConfig');
    expect(result?.mismatches.map((m) => `${m.field}:${m.column}`)).toEqual([
      'timeout:default',
      'max_connections:type',
    ]);
  });

  it('accepts other spellings of the same annotation', () => {
    expect(normalizeType('`str \\| None`')).toBe(normalizeType('Optional[str]'));
    expect(normalizeType('list[str]')).toBe(normalizeType('List[str]'));
    const [result] = check(
      [
        '| Field | Type | Default |',
        '| --- | --- | --- |',
        '| `env_mode` | `EnvironmentMode` | `production` |',
        '| `redis_url` | `str \\| None` | `None` |',
        '| `project_name` | `str` | required |',
      ].join('\n'),
    );
    expect(result?.model).toBe('DjangoConfig');
    expect(result?.mismatches).toEqual([]);
    expect(result?.defaultsCompared).toBe(3);
  });
});
