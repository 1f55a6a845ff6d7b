// theme-common's code-block helpers, loaded in Node so the build reads fences exactly as the stock
// CodeBlock does. `parseLines` and `parseCodeBlockTitle` are pure, but the module holding them is
// written for the bundler: it contains JSX (its context provider) and, through reactUtils, imports
// the webpack alias `@docusaurus/useIsomorphicLayoutEffect`. Node cannot import it as is, and the
// package's `internal` entry also pulls in the browser-only `@docusaurus/useDocusaurusContext`. So
// this loads that one file with jiti (the loader Docusaurus reads its config with), the JSX
// transform and the alias resolved to core's file. Nothing here calls the React parts.
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import createJiti from 'jiti';
import type {parseCodeBlockTitle, parseLines} from '@docusaurus/theme-common/internal';

const requireHere = createRequire(__filename);
const themeCommonLib = dirname(requireHere.resolve('@docusaurus/theme-common'));
// Babel's JSX plugin ships no types; jiti hands it to its own Babel.
const reactJsx = (requireHere('@babel/plugin-transform-react-jsx') as {default: unknown}).default;
const coreClientExports = join(dirname(requireHere.resolve('@docusaurus/core/package.json')), 'lib/client/exports');

const load = createJiti(__filename, {
  interopDefault: true,
  alias: {'@docusaurus/useIsomorphicLayoutEffect': join(coreClientExports, 'useIsomorphicLayoutEffect.js')},
  transformOptions: {babel: {plugins: [[reactJsx, {runtime: 'automatic'}]]}},
});

const codeBlockUtils = load(join(themeCommonLib, 'utils/codeBlockUtils.js')) as {
  parseLines: typeof parseLines;
  parseCodeBlockTitle: typeof parseCodeBlockTitle;
};

/** A `themeConfig.prism.magicComments` entry. */
export type MagicCommentConfig = Parameters<typeof parseLines>[1]['magicComments'][number];

/** Docusaurus's default `themeConfig.prism.magicComments`. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicCommentConfig[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

export const themeParseLines = codeBlockUtils.parseLines;
export const themeParseCodeBlockTitle = codeBlockUtils.parseCodeBlockTitle;
