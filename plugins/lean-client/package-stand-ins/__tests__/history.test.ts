import {readFileSync, readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import * as history from 'history';
import {describe, expect, it} from 'vitest';
import * as standIn from '../history';

/** The names a module's source imports from the history package (`import {a, b as c} from 'history'`). */
function historyImports(source: string): string[] {
  const names: string[] = [];
  for (const [, list] of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*['"]history['"]/gm))
    for (const item of (list ?? '').split(',')) if (item.trim()) names.push(item.trim().split(/\s+as\s+/)[0] ?? '');
  if (/^import\s+(\*|\w)[^;]*from\s*['"]history['"]/m.test(source))
    throw new Error('a default or namespace import of history: the stand-in would need every export');
  return names;
}

/** The ES module file the bundler takes for a package (its `module` field). */
function moduleFile(name: string): string {
  const manifest = require.resolve(`${name}/package.json`);
  const {module} = JSON.parse(readFileSync(manifest, 'utf8')) as {module: string};
  return join(dirname(manifest), module);
}

/** Browser modules of Docusaurus's own packages that import history at run time (none today). */
function docusaurusHistoryImporters(): string[] {
  const root = join(dirname(require.resolve('@docusaurus/core/package.json')), '..');
  return readdirSync(root).flatMap((pkg) => {
    const lib = join(root, pkg, 'lib');
    let files: string[];
    try {
      files = readdirSync(lib, {recursive: true, encoding: 'utf8'});
    } catch {
      return [];
    }
    return files
      .filter((file) => file.endsWith('.js'))
      .map((file) => join(lib, file))
      .filter((file) => /from ['"]history['"]|require\(['"]history['"]\)/.test(readFileSync(file, 'utf8')));
  });
}

describe('history stand-in', () => {
  it('exports exactly what the installed React Router modules import from history', () => {
    const importers = [moduleFile('react-router'), moduleFile('react-router-dom'), ...docusaurusHistoryImporters()];
    const imported = new Set(importers.flatMap((file) => historyImports(readFileSync(file, 'utf8'))));
    // Each file imports something: a parser that finds nothing would make this pass unseen.
    for (const file of importers.slice(0, 2)) expect(historyImports(readFileSync(file, 'utf8')), file).not.toEqual([]);
    expect(Object.keys(standIn).sort()).toEqual([...imported].sort());
  });

  it("passes the browser history and location helpers through as the package's own", () => {
    for (const name of ['createBrowserHistory', 'createLocation', 'createPath', 'locationsAreEqual'] as const)
      expect(standIn[name], name).toBe(history[name]);
  });

  it('reads named imports, renamed ones by their exported name', () => {
    expect(historyImports('import { a, b as c } from \'history\';\nimport {d} from "history";\n')).toEqual([
      'a',
      'b',
      'd',
    ]);
    expect(() => historyImports("import * as h from 'history';")).toThrow(/namespace import/);
  });

  it('the hash and memory histories fail loudly, naming their router', () => {
    expect(() => standIn.createHashHistory()).toThrow(
      /createHashHistory \(HashRouter\) is not in this site's browser bundle/,
    );
    expect(() => standIn.createMemoryHistory()).toThrow(/createMemoryHistory \(MemoryRouter\)/);
  });
});
