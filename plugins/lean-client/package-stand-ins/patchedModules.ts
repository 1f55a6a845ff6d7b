// Dependency modules the browser bundle takes from a copy with one edit, each checked to apply.
// Each patched module imports only packages, so a copy elsewhere resolves the same imports.
//
// String#localeCompare sets up an ICU collator on its first call in a page: 11-16 ms on a desktop
// CPU, about four times that in Lighthouse's mobile model. Two theme modules called it while a docs
// page hydrated, only to put a few keys in a stable order, so the copies compare code units instead
// (design/log/performance-round-4.md).
import {dirname, join} from 'node:path';

export interface PatchedModule {
  /** The package entry the file is found from, and the file relative to that entry's folder. */
  readonly entry: string;
  readonly file: string;
  /** The import requests of the file, and the folder of the modules that import it that way (any, if absent). */
  readonly request: RegExp;
  readonly issuer?: RegExp;
  /** Text that must occur exactly once in the file, and what it becomes. */
  readonly from: string;
  readonly to: string;
}

export const PATCHED_MODULES: readonly PatchedModule[] = [
  {
    // useShallowMemoObject sorts an object's entries by key, so the memo ignores key order; it runs
    // while rendering the mobile sidebar filler and the mutation observer hook.
    entry: '@docusaurus/theme-common',
    file: 'utils/reactUtils.js',
    request: /(^|\/)reactUtils$/,
    issuer: /[\\/]@docusaurus[\\/]theme-common[\\/]lib([\\/]|$)/,
    from: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    to: 'deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));',
  },
  {
    // getActivePlugin orders the docs plugins so that a path is tried before its prefixes ('/a/b'
    // before '/a'); descending code-unit order does that too.
    entry: '@docusaurus/plugin-content-docs/client',
    file: 'docsClientUtils.js',
    request: /^\.\/docsClientUtils$/,
    issuer: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client$/,
    from: '.sort((a, b) => b[1].path.localeCompare(a[1].path))',
    to: '.sort((a, b) => (a[1].path < b[1].path ? 1 : a[1].path > b[1].path ? -1 : 0))',
  },
  {
    // React Router 5 carries a polyfill of React.createContext for React 15, never run with React
    // 19. Without it prop-types, which the polyfill declares legacy context with, is left only in
    // development-only propTypes and drops out: 0.9 KB gzip on every page together.
    entry: 'react-router',
    file: 'esm/react-router.js',
    request: /^react-router$/,
    from: 'var createContext = React.createContext || createReactContext;',
    to: 'var createContext = React.createContext;',
  },
];

/** The installed file of a patched module. */
export function patchedModulePath(patch: PatchedModule): string {
  return join(dirname(require.resolve(patch.entry)), patch.file);
}

/** The file's text with the edit; throws when the text to edit is not there exactly once. */
export function applyPatch(patch: PatchedModule, source: string): string {
  const parts = source.split(patch.from);
  if (parts.length !== 2)
    throw new Error(
      `lean-client: ${patch.entry} ${patch.file} no longer has \`${patch.from}\` once; update plugins/lean-client/package-stand-ins/patchedModules.ts`,
    );
  return parts.join(patch.to);
}
