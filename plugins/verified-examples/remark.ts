// Remark plugin: ends every docs page and blog post with its verification line (line.ts), as a
// quiet paragraph; when the page's examples fail on 2.x, its link goes to the guide section that
// says why. It is content, not a component, so it costs no JavaScript and reads the same without
// it; the Markdown twins add the same line (config/markdownPlugins.ts).
import {relative} from 'node:path';
import type {MdastNode} from '../shared/mdast';
import {verificationSegments, type Verification} from './line';

export interface VerifiedExamplesOptions {
  /** The site folder, which source paths in verification.json are relative to. */
  readonly siteDir: string;
  /** What the suite verified; src/data/verification.json unless a test gives its own. */
  readonly verification?: Verification;
}

export const VERIFIED_CLASS = 'verified-examples';

/** docs/… and blog/… sources get the line; pages under src/pages do not. */
export function isVerifiedSource(source: string): boolean {
  return /^(docs|blog)\/.+\.mdx?$/.test(source);
}

export default function remarkVerifiedExamples({siteDir, verification}: VerifiedExamplesOptions) {
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
      children: verificationSegments(source, verification).map((segment) =>
        typeof segment === 'string'
          ? {type: 'text', value: segment}
          : {type: 'link', url: segment.href, children: [{type: 'text', value: segment.text}]},
      ),
    });
  };
}
