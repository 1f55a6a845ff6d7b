// Wraps the theme's MDX map: build-time highlighted code blocks and keyboard-scrollable tables.
// Tabs are imported by the pages that use them, so other pages do not load them.
import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';

/** Wide tables scroll sideways inside themselves; tabIndex lets keyboard users scroll them too. */
function Table(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  // plugins/highlight-code writes every fence as this element. Resolving it here rather than
  // importing it in each page keeps CodeBlock in one chunk instead of a copy per page.
  HighlightedCodeBlock: CodeBlock,
  table: Table,
};
