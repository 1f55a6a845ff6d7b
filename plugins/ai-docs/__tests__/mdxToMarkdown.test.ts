import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {mdxToMarkdown} from '../mdxToMarkdown';

// Fixtures end in .txt so Prettier leaves them alone: it would realign the tables and rewrite
// the MDX comments, changing the very bytes under test.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** The fixture page lives at docs/fundamentals/configuration/every-feature.mdx. */
const sources: Record<string, string> = {
  './environment.mdx': '/fundamentals/configuration/environment',
  '../configuration/security.mdx': '/fundamentals/configuration/security',
};
const options = {
  siteUrl: 'https://djangocfg.com',
  permalink: '/fundamentals/configuration/every-feature',
  resolveSource: (path: string) => sources[path],
};

describe('mdxToMarkdown', () => {
  it('renders every MDX feature the docs use to plain Markdown', () => {
    expect(mdxToMarkdown(fixture('every-feature.mdx.txt'), options)).toBe(fixture('every-feature.md.txt'));
  });

  it('removes magic comments from code the way the site shows it, by the language of the fence', () => {
    const source = [
      '```jsx',
      '<div>',
      '  {/* highlight-next-line */}',
      '  <span/>',
      '</div>',
      '```',
      '',
      '```python',
      '// highlight-next-line',
      'x = 1',
      '```',
      '',
    ].join('\n');
    expect(mdxToMarkdown(source, options)).toBe(
      '```jsx\n<div>\n  <span/>\n</div>\n```\n\n```python\n// highlight-next-line\nx = 1\n```\n',
    );
  });

  it('nests admonitions as nested blockquotes, closing each with its own fence', () => {
    const source = '::::note[Outer]\n\nA\n\n:::tip\n\nB\n\n:::\n\nC\n\n::::\n\nD\n';
    expect(mdxToMarkdown(source, options)).toBe('> **Note: Outer**\n>\n> A\n>\n> > **Tip**\n> >\n> > B\n>\n> C\n\nD\n');
  });
});
