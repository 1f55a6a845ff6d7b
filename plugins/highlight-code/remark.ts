// Remark plugin: every fenced code block becomes <HighlightedCodeBlock language title html/>, an
// import of @theme/CodeBlock added once per file. Runs after Docusaurus's own remark plugins, so
// Mermaid fences are already diagrams by then.
import {codeBlocks, type CodeNode, type MdastNode} from '../shared/mdast';
import {parseFence} from './fence';
import {highlightToHtml, loadLanguages} from './highlight';

const COMPONENT = 'HighlightedCodeBlock';
const MODULE = '@theme/CodeBlock';

export interface HighlightCodeOptions {
  /** prismjs grammars to add to the ones prism-react-renderer bundles. */
  readonly additionalLanguages?: readonly string[];
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

function codeBlockElement(node: CodeNode): MdastNode {
  const language = (node.lang ?? 'text').toLowerCase();
  const fence = parseFence(node.value, node.meta);
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      attribute('language', language),
      ...(fence.title ? [attribute('title', fence.title)] : []),
      attribute('html', highlightToHtml(fence.code, language, fence.highlighted)),
    ],
    children: [],
    position: node.position,
  };
}

function importDeclaration(): MdastNode {
  const source = `import ${COMPONENT} from '${MODULE}';`;
  return {
    type: 'mdxjsEsm',
    value: source,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: MODULE, raw: `'${MODULE}'`},
          },
        ],
      },
    },
  };
}

export default function remarkHighlightCode(options: HighlightCodeOptions = {}) {
  loadLanguages(options.additionalLanguages ?? []);
  return (tree: MdastNode): void => {
    const blocks = codeBlocks(tree);
    for (const {siblings, index, node} of blocks) siblings[index] = codeBlockElement(node);
    if (blocks.length > 0) (tree.children ??= []).unshift(importDeclaration());
  };
}
