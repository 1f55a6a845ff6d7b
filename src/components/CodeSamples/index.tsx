// MDX partials from src/pages/_snippets render outside a docs page, so no MDX components map is in
// scope there. This provides the one element their fences compile to (plugins/highlight-code).
import type {ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import CodeBlock from '@theme/CodeBlock';

const components = {HighlightedCodeBlock: CodeBlock};

export default function CodeSamples({children}: {children: ReactNode}): ReactNode {
  return <MDXProvider components={components}>{children}</MDXProvider>;
}
