// The slice of mdast the site's remark plugins touch, the walk they need, and the props they hand
// MDX components at build time.
import {valueToEstree} from 'estree-util-value-to-estree';

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
  const walk = (parent: MdastNode): void => {
    const siblings = parent.children ?? [];
    siblings.forEach((child, index) => {
      if (child.type === 'code') {
        if (accept(child as CodeNode)) found.push({siblings, index, node: child as CodeNode});
      } else walk(child);
    });
  };
  walk(tree);
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
