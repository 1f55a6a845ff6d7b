// Smaller stand-ins for packages and core modules the browser bundle carries, and copies of three
// dependency modules with one edit each. README.md in this folder lists what each replaces.
import {readFileSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {Contribution} from '../parts';
import type {Replacement} from '../replaceAll';
import {PATCHED_MODULES, applyPatch, patchedModulePath} from './patchedModules';
import {isLiteralPath} from './pathToRegexp';

/** The folder of @docusaurus/core's browser modules. */
const CORE_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any folder but this one: the history stand-in imports the package itself. */
const NOT_THIS_FOLDER = new RegExp(`^(?!${escapeRegExp(__dirname)}$)`);

/**
 * The route paths of routes.js that the path-to-regexp stand-in does not compile (pathToRegexp.ts).
 * Reading none at all means routes.js changed its shape, and the check would pass unseen: that fails.
 */
export function patternRoutePaths(routes: string): string[] {
  const paths = [...routes.matchAll(/^ *path: '((?:[^'\\]|\\.)*)',$/gm)].map(([, path]) => path ?? '');
  if (paths.length === 0) throw new Error('lean-client: no route paths found in routes.js; update patternRoutePaths');
  return paths.filter((path) => path !== '*' && !isLiteralPath(path));
}

/**
 * Aliases for every bundle (the packages' own callers work with the stand-ins in the server render
 * and in development too); the rest for the production browser bundle only.
 */
export function packageStandIns(context: LoadContext, production: boolean): Contribution {
  // `$`: only the bare specifier; ./utilsCommon imports the package's own files by path.
  const alias = {
    '@docusaurus/utils-common$': join(__dirname, 'utilsCommon.ts'),
    nprogress$: join(__dirname, 'nprogress.ts'),
    'workbox-window$': join(__dirname, 'workboxWindow.ts'),
  };
  if (!production) return {alias};
  const patterns = patternRoutePaths(readFileSync(join(context.generatedFilesDir, 'routes.js'), 'utf8'));
  if (patterns.length > 0)
    throw new Error(`lean-client: route paths ${patterns.join(', ')} need path-to-regexp, not its stand-in`);
  const replacements: Replacement[] = [
    // Core's base-URL banner, which renders something on the server only.
    {request: /^\.\/BaseUrlIssueBanner$/, issuer: CORE_CLIENT, file: join(__dirname, 'baseUrlIssueBanner.ts')},
    // React Router's history without the hash and memory histories.
    {request: /^history$/, issuer: NOT_THIS_FOLDER, file: join(__dirname, 'history.ts')},
    // React Router's matchPath compiles literal route paths only (see pathToRegexp.ts).
    {request: /^path-to-regexp$/, file: join(__dirname, 'pathToRegexp.ts')},
  ];
  const outDir = join(context.generatedFilesDir, 'lean-client');
  mkdirSync(outDir, {recursive: true});
  for (const patch of PATCHED_MODULES) {
    const copy = join(outDir, `patched-${patch.file.replace(/[\\/]/g, '-')}`);
    writeFileSync(copy, applyPatch(patch, readFileSync(patchedModulePath(patch), 'utf8')));
    replacements.push({request: patch.request, issuer: patch.issuer, file: copy});
  }
  // The server render keeps react-helmet-async: it collects the head for the HTML.
  return {alias, browserAlias: {'react-helmet-async$': join(__dirname, 'helmet.ts')}, replacements};
}
