// Remark plugin: every fenced code block becomes <HighlightedCodeBlock language title html/>, an
// import of @theme/CodeBlock added once per file. Runs after Docusaurus's own remark plugins, so
// Mermaid fences are already diagrams by then.
import {parseFence} from './fence';
import {highlightToHtml, loadLanguages} from './highlight';

const COMPONENT = 'HighlightedCodeBlock';
const MODULE = '@theme/CodeBlock';

interface Node {
  type: string;
  children?: Node[];
  [key: string]: unknown;
}

interface CodeNode extends Node {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
}

export interface HighlightCodeOptions {
  /** prismjs grammars to add to the ones prism-react-renderer bundles. */
  readonly additionalLanguages?: readonly string[];
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

function codeBlockElement(node: CodeNode): Node {
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

function importDeclaration(): Node {
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

/** Replaces code nodes in place; returns how many it replaced. */
function replaceCodeNodes(parent: Node): number {
  let replaced = 0;
  const children = parent.children ?? [];
  children.forEach((child, index) => {
    if (child.type === 'code') {
      children[index] = codeBlockElement(child as CodeNode);
      replaced++;
    } else {
      replaced += replaceCodeNodes(child);
    }
  });
  return replaced;
}

export default function remarkHighlightCode(options: HighlightCodeOptions = {}) {
  loadLanguages(options.additionalLanguages ?? []);
  return (tree: Node): void => {
    if (replaceCodeNodes(tree) > 0) (tree.children ??= []).unshift(importDeclaration());
  };
}
