// Remark plugin (a beforeDefaultRemarkPlugins entry, so it sees ```mermaid fences before the theme
// turns them into client-side <Mermaid> components): each fence becomes a Markdown image of its
// build-time SVG, which Docusaurus then bundles like any other image (hashed file, width and
// height, lazy loading, precached by the service worker).
import {dirname, relative, sep} from 'node:path';
import {codeBlocks, type MdastNode} from '../shared/mdast';
import {BrowserUnavailableError, MermaidRenderer} from './render';

export interface MermaidSvgOptions {
  /** Where rendered SVGs are cached between builds. */
  readonly cacheDir: string;
  /** mermaid.initialize() options, e.g. {theme: 'dark'}. */
  readonly mermaidConfig: Record<string, unknown>;
}

let warnedUnavailable = false;

export default function remarkMermaidSvg(options: MermaidSvgOptions) {
  const renderer = new MermaidRenderer(options.cacheDir, {startOnLoad: false, ...options.mermaidConfig});
  return async (tree: MdastNode, file: {path: string}): Promise<void> => {
    for (const {siblings, index, node} of codeBlocks(tree, (code) => code.lang === 'mermaid')) {
      let diagram;
      try {
        diagram = await renderer.render(node.value);
      } catch (error) {
        if (!(error instanceof BrowserUnavailableError)) throw error;
        if (!warnedUnavailable) {
          warnedUnavailable = true;
          console.warn(`[mermaid-svg] No Chromium (${error.message}); diagrams will render in the browser.`);
        }
        return;
      }
      const url = relative(dirname(file.path), diagram.file).split(sep).join('/');
      siblings[index] = {
        type: 'paragraph',
        data: {hProperties: {className: ['mermaid-diagram']}},
        children: [{type: 'image', url, alt: diagram.alt}],
        position: node.position,
      };
    }
  };
}
