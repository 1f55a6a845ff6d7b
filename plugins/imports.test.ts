// Each local plugin gets what it needs from config/ as options, so any one of them can be removed
// or reused on its own; plugins/shared/ holds helpers they all may use.
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, resolve, sep} from 'node:path';
import {describe, expect, it} from 'vitest';

const pluginsDir = __dirname;
const root = resolve(pluginsDir, '..');

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : files(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A file's imports (not type-only) of config/ or of another plugin's folder. */
function crossImports(file: string): string[] {
  const plugin = relative(pluginsDir, file).split(sep)[0] ?? '';
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?['"](\.[^'"]+)['"]/gm)].map(
    (m) => m[1] ?? '',
  );
  return specifiers
    .map((s) =>
      relative(root, resolve(file, '..', s))
        .split(sep)
        .join('/'),
    )
    .filter(
      (target) => target.startsWith('config/') || target === 'docusaurus.config.ts' || target.startsWith('plugins/'),
    )
    .filter((target) => !target.startsWith(`plugins/${plugin}/`) && !target.startsWith('plugins/shared/'))
    .map((target) => `${relative(root, file)} → ${target}`);
}

describe('local plugins', () => {
  it('import nothing from config/ or from each other', () => {
    const plugins = readdirSync(pluginsDir, {withFileTypes: true}).filter(
      (e) => e.isDirectory() && e.name !== 'shared',
    );
    const found = plugins.flatMap((p) => files(join(pluginsDir, p.name))).flatMap(crossImports);
    expect(found, 'pass these values as plugin options from config/plugins.ts').toEqual([]);
  });
});
