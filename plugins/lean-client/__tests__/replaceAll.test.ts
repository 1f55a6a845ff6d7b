import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {rspack} from '@rspack/core';
import {afterAll, describe, expect, it} from 'vitest';
import {replaceAll, type Bundler} from '../replaceAll';

const dir = mkdtempSync(join(tmpdir(), 'lean-client-replace-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

for (const [file, text] of Object.entries({
  'a.js': 'export default "original a";',
  'b.js': 'export default "original b";',
  'a-copy.js': 'export default "copy a";',
  'b-copy.js': 'export default "copy b";',
})) {
  writeFileSync(join(dir, file), text);
}

const replacements = [
  {request: /^\.\/a\.js$/, file: join(dir, 'a-copy.js')},
  {request: /^\.\/b\.js$/, file: join(dir, 'b-copy.js')},
];

/** Bundles an entry with the replacements, `runs` times with one cache, and returns the last run's errors. */
async function compile(entry: string, runs = 1): Promise<string[]> {
  writeFileSync(join(dir, 'entry.js'), entry);
  const compiler = rspack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: {path: join(dir, 'out')},
    devtool: false,
    cache: true,
    plugins: replaceAll(rspack as unknown as Bundler, replacements) as never,
  });
  const run = () =>
    new Promise<string[]>((resolve, reject) => {
      compiler.run((err, stats) => {
        if (err || !stats) reject(err ?? new Error('no stats'));
        else resolve(stats.toJson({all: false, errors: true}).errors?.map((e) => e.message) ?? []);
      });
    });
  let errors: string[] = [];
  for (let i = 0; i < runs; i++) errors = await run();
  await new Promise((resolve) => compiler.close(resolve));
  return errors;
}

describe('replaceAll', () => {
  it('compiles when every replacement applies', async () => {
    expect(await compile('import a from "./a.js"; import b from "./b.js"; console.log(a, b);')).toEqual([]);
  });

  it('compiles on a rebuild whose modules come from the cache', async () => {
    expect(await compile('import a from "./a.js"; import b from "./b.js"; console.log(a, b);', 2)).toEqual([]);
  });

  // With only some of the trimmed copies in the bundle, the build passed and every page crashed.
  it('fails the compilation when a replacement matched no import', async () => {
    const errors = await compile('import a from "./a.js"; console.log(a);');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('lean-client: no import matched /^\\.\\/b\\.js$/');
  });
});
