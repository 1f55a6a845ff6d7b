// Remark plugin: ends every docs page and blog post with its verification line (line.ts), as a
// quiet paragraph. It is content, not a component, so it costs no JavaScript and reads the same
// without it; the Markdown twins add the same line (config/markdownPlugins.ts).
import {relative} from 'node:path';
import type {MdastNode} from '../shared/mdast';
import {verificationLine} from './line';

export interface VerifiedExamplesOptions {
  /** The site folder, which source paths in verification.json are relative to. */
  readonly siteDir: string;
}

export const VERIFIED_CLASS = 'verified-examples';

/** docs/… and blog/… sources get the line; pages under src/pages do not. */
export function isVerifiedSource(source: string): boolean {
  return /^(docs|blog)\/.+\.mdx?$/.test(source);
}

export default function remarkVerifiedExamples({siteDir}: VerifiedExamplesOptions) {
  return (tree: MdastNode, file: {path?: string}): void => {
    if (!file.path) return;
    const source = relative(siteDir, file.path).split('\\').join('/');
    if (!isVerifiedSource(source)) return;
    (tree.children ??= []).push({
      type: 'mdxJsxFlowElement',
      name: 'p',
      // The same words on every page would only add bytes to the search index, which has a budget.
      attributes: [
        {type: 'mdxJsxAttribute', name: 'className', value: VERIFIED_CLASS},
        {type: 'mdxJsxAttribute', name: 'data-search-ignore', value: null},
      ],
      children: [{type: 'text', value: verificationLine(source)}],
    });
  };
}
