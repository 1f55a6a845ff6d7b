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

/**
 * Specifiers a module loads at run time: static and dynamic imports, require and require.resolve,
 * and asset URLs (`new URL('pkg/file', import.meta.url)`).
 */
export function runtimeSpecifiers(source: string): string[] {
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\w*(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bnew URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
  ];
  // Comment lines load nothing (plugins/mermaid-svg/remark.ts documents the code it generates).
  const code = source.replace(/^\s*(?:\/\/|\/\*|\*).*$/gm, '');
  return patterns.flatMap((re) => [...code.matchAll(re)].map((m) => m[1] ?? ''));
}

/** Whether a specifier runs loaders inline (webpack's `loader!resource`, `!!…` and `-!…` forms). */
export function isLoaderPrefixed(specifier: string): boolean {
  return specifier.includes('!');
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
      "const f = new URL('pkg-e/sheet.css', import.meta.url);",
      "import g from '!!some-loader?name=[name].[ext]!pkg-f/file.css';",
      ' * `require("<file loader>!./x.svg")`: documents generated code',
      "// import('commented-out')",
    ].join('\n');
    expect(runtimeSpecifiers(source).sort()).toEqual([
      '!!some-loader?name=[name].[ext]!pkg-f/file.css',
      '@scope/pkg-b/style.css',
      'pkg-a/sub',
      'pkg-c',
      'pkg-d/dist/x.js',
      'pkg-e/sheet.css',
    ]);
  });

  // An inline loader (`!!file-loader?…!pkg/file`) names a package this test cannot check (packageOf
  // read the whole prefix as a package name and found none), works only while the bundler's own
  // dependencies bring that loader, and bypasses the bundler's rules. Assets are imported plainly or
  // referenced with `new URL(…, import.meta.url)` (plugins/search-index/stylesheetUrl.ts).
  it('loads nothing through an inline loader prefix (something!path)', () => {
    const prefixed: string[] = [];
    for (const file of buildTimeRoots.flatMap((r) => sourceFiles(join(root, r))).filter(isBuildSource)) {
      for (const specifier of runtimeSpecifiers(readFileSync(file, 'utf8'))) {
        if (isLoaderPrefixed(specifier)) prefixed.push(`${specifier} (${relative(root, file)})`);
      }
    }
    expect(prefixed, 'import these as plain modules or assets, without loader prefixes').toEqual([]);
  });

  it('recognises loader prefixes', () => {
    expect(isLoaderPrefixed('!!file-loader?name=assets/[name].[ext]!@docsearch/css/dist/modal.css')).toBe(true);
    expect(isLoaderPrefixed('raw-loader!./file.txt')).toBe(true);
    expect(isLoaderPrefixed('-!css-loader!./a.css')).toBe(true);
    expect(isLoaderPrefixed('@docsearch/css/dist/modal.css')).toBe(false);
    expect(isLoaderPrefixed('./page?query=a')).toBe(false);
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
