// The register of theme overrides (README.md here) against the folder: every module has a row,
// every row a module, and each copy differs from the installed upstream file by the recorded diff
// only (register.diffs.json; UPDATE_THEME_DIFFS=1 records it again, see README.md).
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeUnits, lineDiff, type LineDiff} from '../../config/lineDiff';

const here = __dirname;
const root = join(here, '..', '..');
const KINDS = ['wrap', 'stub', 'replacement', 'copy', 'helper'];

interface Row {
  readonly module: string;
  readonly kind: string;
  readonly guards: string;
  readonly upstream: string;
}

/** The rows of a register's table: cells split on unescaped `|`. */
function registerRows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      return {
        module: (cells[0] ?? '').replace(/`/g, ''),
        kind: cells[1] ?? '',
        guards: cells[4] ?? '',
        upstream: cells[5] ?? '',
      };
    });
}

/** The modules of a theme folder: each code file but tests, named without extension and `/index`. */
function themeModules(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) =>
      file
        .replace(/\\/g, '/')
        .replace(/\.tsx?$/, '')
        .replace(/\/index$/, ''),
    )
    .sort();
}

/** A copy's upstream: `@scope/package@version` and the file's path in the package. */
function upstreamOf(row: Row): {pkg: string; version: string; file: string} {
  const match = /^`(@?[^@`]+)@([^`]+)` `([^`]+)`$/.exec(row.upstream);
  if (!match) throw new Error(`${row.module}: upstream must be \`package@version\` \`path\`, not ${row.upstream}`);
  return {pkg: match[1] ?? '', version: match[2] ?? '', file: match[3] ?? ''};
}

const packageDir = (pkg: string): string => dirname(require.resolve(`${pkg}/package.json`));

/** The copy's file in this folder. */
function copyFile(module: string): string {
  const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => join(here, module + ext)).find(existsSync);
  if (!file) throw new Error(`${module}: no file`);
  return file;
}

const rows = registerRows(readFileSync(join(here, 'README.md'), 'utf8'));
const diffsFile = join(here, 'register.diffs.json');

describe('theme override register', () => {
  it('has a row for every module in src/theme and no row without one', () => {
    const listed = rows.map((row) => row.module).sort();
    expect(listed, 'rows of src/theme/README.md (left) against the modules in src/theme').toEqual(themeModules(here));
  });

  it('gives each row a known kind and guards that exist', () => {
    for (const row of rows) {
      expect(KINDS, row.module).toContain(row.kind);
      for (const [, name] of row.guards.matchAll(/`([^`]+\.(?:spec|test)\.ts)`/g)) {
        const found =
          [join(root, 'tests', 'e2e', name ?? '')].some(existsSync) ||
          ['src', 'plugins', 'config'].some((dir) =>
            readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'}).some(
              (file) => file.endsWith(`/${name}`) || file === name,
            ),
          );
        expect(found, `${row.module}: guard ${name}`).toBe(true);
      }
    }
  });

  it("names the installed version of each copy's upstream package", () => {
    for (const row of rows.filter(({kind}) => kind === 'copy')) {
      const {pkg, version, file} = upstreamOf(row);
      const installed = (JSON.parse(readFileSync(join(packageDir(pkg), 'package.json'), 'utf8')) as {version: string})
        .version;
      expect(installed, `${row.module}: ${pkg}`).toBe(version);
      expect(existsSync(join(packageDir(pkg), file)), `${row.module}: ${pkg}/${file}`).toBe(true);
    }
  });

  it('finds each copy changed from its upstream file by the recorded diff only', () => {
    const actual: Record<string, LineDiff> = {};
    for (const row of rows.filter(({kind}) => kind === 'copy')) {
      const {pkg, file} = upstreamOf(row);
      actual[row.module] = lineDiff(
        codeUnits(readFileSync(join(packageDir(pkg), file), 'utf8')),
        codeUnits(readFileSync(copyFile(row.module), 'utf8')),
      );
    }
    if (process.env.UPDATE_THEME_DIFFS) writeFileSync(diffsFile, `${JSON.stringify(actual, null, 2)}\n`);
    const recorded = JSON.parse(readFileSync(diffsFile, 'utf8')) as Record<string, LineDiff>;
    for (const module of Object.keys({...actual, ...recorded}))
      expect(
        actual[module],
        `${module}: the copy against upstream (removed: upstream only; added: the copy only)`,
      ).toEqual(recorded[module]);
  });

  it('reads a row whose cells hold an escaped pipe', () => {
    expect(registerRows('| `A/B` | helper | – | `one\\|other` | `x.test.ts` | |')).toEqual([
      {module: 'A/B', kind: 'helper', guards: '`x.test.ts`', upstream: ''},
    ]);
  });
});
