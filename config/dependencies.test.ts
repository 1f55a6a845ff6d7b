// `npm ci --omit=dev && npm run build` must work: every package the build loads (config, plugins,
// sidebars, and the browser code it bundles from src/) has to be a dependency, not a devDependency
// or a package that only happens to be installed as another package's dependency.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {builtinModules} from 'node:module';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';

const root = join(__dirname, '..');
const buildTimeRoots = ['docusaurus.config.ts', 'config', 'plugins', 'sidebars', 'src'];

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => {
    if (name === '__tests__' || name === 'node_modules') return [];
    return sourceFiles(join(path, name));
  });
}

const isBuildSource = (file: string) => /\.(ts|tsx|mts|js|mjs|jsx)$/.test(file) && !/\.test\.tsx?$/.test(file);

/** Bare specifiers a module loads at run time: static and dynamic imports, require and require.resolve. */
export function runtimeSpecifiers(source: string): string[] {
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\w*(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((re) => [...source.matchAll(re)].map((m) => m[1] ?? ''));
}

/** The npm package a bare specifier names, or undefined for relative paths, builtins and aliases. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  if (builtinModules.includes(specifier.split('/')[0] ?? '')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  // Docusaurus aliases (@theme/…, @site/…, @generated/…, @docusaurus/Link) are no installed package.
  return name && existsSync(join(root, 'node_modules', name, 'package.json')) ? name : undefined;
}

describe('build-time dependencies', () => {
  it('finds the kinds of import the build uses', () => {
    const source = [
      "import type {A} from 'typed-only';",
      "import {b, type C} from 'pkg-a/sub';",
      "import '@scope/pkg-b/style.css';",
      "const d = await import('pkg-c');",
      "const e = requireFromHere.resolve('pkg-d/dist/x.js');",
    ].join('\n');
    expect(runtimeSpecifiers(source).sort()).toEqual([
      '@scope/pkg-b/style.css',
      'pkg-a/sub',
      'pkg-c',
      'pkg-d/dist/x.js',
    ]);
  });

  it('declares every package that config, plugins and src load as a dependency', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const missing = new Set<string>();
    for (const file of buildTimeRoots.flatMap((r) => sourceFiles(join(root, r))).filter(isBuildSource)) {
      for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
        const name = packageOf(specifier);
        if (name && !(name in manifest.dependencies)) missing.add(`${name} (${relative(root, file)})`);
      }
    }
    expect([...missing], 'move these to "dependencies" in package.json').toEqual([]);
  });
});
