// Build-time syntax highlighting. The remark plugin (./remark) highlights fences while MDX compiles;
// this Docusaurus plugin keeps Prism out of the browser bundles: theme-classic's client module
// `prism-include-languages` imports prism-react-renderer on every page even though no code block
// uses it now, so the package resolves to an empty stand-in in client and server bundles.
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkHighlightCode} from './remark';

export default function highlightCodePlugin(): Plugin {
  return {
    name: 'highlight-code',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': join(__dirname, 'browserPrism.ts')}}};
    },
  };
}
