// Wraps the theme's MDX map: build-time highlighted code blocks and scrollable tables.
// Tabs are imported by the pages that use them, so other pages do not load them.
import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeBlock from '@theme/CodeBlock';

/**
 * A table in its own scroll box (src/css/custom.scss draws a shadow at the edge that hides columns).
 * The box is a named, focusable region so keyboard users can scroll it; it is in the server HTML, so
 * it works before and without JavaScript.
 */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export default {
  ...MDXComponents,
  // plugins/highlight-code writes every fence as this element. Resolving it here rather than
  // importing it in each page keeps CodeBlock in one chunk instead of a copy per page.
  HighlightedCodeBlock: CodeBlock,
  table: Table,
};
