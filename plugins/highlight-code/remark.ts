// Remark plugin: every fenced code block becomes <HighlightedCodeBlock language title html/>. The
// element is not imported: MDX takes it from the MDX components map (src/theme/MDXComponents.tsx
// maps it to @theme/CodeBlock). Runs after Docusaurus's own remark plugins, so Mermaid fences are
// already diagrams by then.
import {codeBlocks, type CodeNode, type MdastNode} from '../shared/mdast';
import {DEFAULT_MAGIC_COMMENTS, parseFence, type MagicCommentConfig} from './fence';
import {highlightToHtml, loadLanguages} from './highlight';

const COMPONENT = 'HighlightedCodeBlock';

export interface HighlightCodeOptions {
  /** prismjs grammars to add to the ones prism-react-renderer bundles. */
  readonly additionalLanguages?: readonly string[];
  /** `themeConfig.prism.magicComments`; Docusaurus's default when left out. */
  readonly magicComments?: readonly MagicCommentConfig[];
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

function codeBlockElement(node: CodeNode, magicComments: readonly MagicCommentConfig[]): MdastNode {
  const language = (node.lang ?? 'text').toLowerCase();
  const fence = parseFence(node.value, node.meta, language, magicComments);
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      attribute('language', language),
      ...(fence.title ? [attribute('title', fence.title)] : []),
      attribute('html', highlightToHtml(fence.code, language, fence.lineClassNames)),
    ],
    children: [],
    position: node.position,
  };
}

export default function remarkHighlightCode(options: HighlightCodeOptions = {}) {
  loadLanguages(options.additionalLanguages ?? []);
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  return (tree: MdastNode): void => {
    for (const {siblings, index, node} of codeBlocks(tree)) siblings[index] = codeBlockElement(node, magicComments);
  };
}
