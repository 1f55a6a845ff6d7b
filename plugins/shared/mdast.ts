// The slice of mdast the site's remark plugins touch, the code blocks they look for, and the props
// they hand MDX components at build time.
import {valueToEstree} from 'estree-util-value-to-estree';
import type {Parent} from 'unist';
import {visit} from 'unist-util-visit';

export interface MdastNode {
  type: string;
  children?: MdastNode[];
  [key: string]: unknown;
}

export interface CodeNode extends MdastNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
}

export interface CodeBlockPlace {
  /** The array holding the block, so a plugin can replace it in place. */
  readonly siblings: MdastNode[];
  readonly index: number;
  readonly node: CodeNode;
}

/** Every fenced code block in `tree` that `accept` takes, in document order. */
export function codeBlocks(tree: MdastNode, accept: (node: CodeNode) => boolean = () => true): CodeBlockPlace[] {
  const found: CodeBlockPlace[] = [];
  visit(tree as Parent, (node, index, parent) => {
    if (node.type !== 'code') return;
    const code = node as CodeNode;
    if (parent && index !== undefined && accept(code))
      found.push({siblings: parent.children as MdastNode[], index, node: code});
  });
  return found;
}

/** `name={<value as a literal>}`: a JSX attribute whose value is built at build time into the page. */
export function expressionAttribute(name: string, value: unknown): MdastNode {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: {estree}},
  };
}
