// The home page's code samples, with their line count in the title bar ("settings.py · 27 lines").
// The count is taken from the highlighted HTML the block renders (plugins/highlight-code writes one
// div.token-line per source line), so the label follows the code: edit a snippet and it changes.
import type {ComponentType, ReactNode} from 'react';
import {MDXProvider} from '@mdx-js/react';
import CodeBlock from '@theme/CodeBlock';
import CodeTitle from '../Prerendered/CodeTitle';

const LINE = /<div class="token-line[ "]/g;

export function lineCount(html: string): number {
  return html.match(LINE)?.length ?? 0;
}

interface Props {
  readonly language?: string;
  readonly title?: string;
  readonly html: string;
}

// The site's CodeBlock (src/theme/CodeBlock) takes the build-time `html`; the theme's typings do not know it.
const HighlightedBlock = CodeBlock as unknown as ComponentType<Omit<Props, 'title'> & {title: ReactNode}>;

function CountedCodeBlock({language, title, html}: Props): ReactNode {
  const lines = lineCount(html);
  const label = `${title ?? language ?? 'code'} · ${lines} ${lines === 1 ? 'line' : 'lines'}`;
  return <HighlightedBlock language={language} title={<CodeTitle>{label}</CodeTitle>} html={html} />;
}

const components = {HighlightedCodeBlock: CountedCodeBlock};

/** MDX snippets inside render their fences as counted code blocks. */
export default function CountedCode({children}: {children: ReactNode}): ReactNode {
  return <MDXProvider components={components}>{children}</MDXProvider>;
}
