import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseFence} from '../fence';
import {HIGHLIGHTED_LINE_CLASS, highlightToHtml, isKnownLanguage, loadLanguages} from '../highlight';
import remarkHighlightCode from '../remark';

loadLanguages(['bash', 'docker', 'ini', 'nginx']);

/** Text of the rendered lines, the way the copy button reads them. */
function linesOf(html: string): string[] {
  return [...html.matchAll(/<div class="[^"]*">(.*?)<\/div>/g)].map(([, body = '']) =>
    body
      .replace(/<br>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

describe('highlightToHtml', () => {
  it('marks Python keywords, strings and comments with Prism token classes', () => {
    const html = highlightToHtml('def f():\n    return "x"  # done', 'python');
    expect(html).toContain('<span class="token keyword">def</span>');
    expect(html).toContain('<span class="token string">"x"</span>');
    expect(html).toContain('<span class="token comment"># done</span>');
  });

  it('keeps every line and its text, empty lines included', () => {
    const code = 'a = 1\n\n"""multi\nline"""\nb = 2';
    expect(linesOf(highlightToHtml(code, 'python'))).toEqual(code.split('\n'));
    expect(highlightToHtml(code, 'python')).toContain('<div class="token-line"><br></div>');
  });

  it('splits a token that spans lines so each line closes its own spans', () => {
    const html = highlightToHtml('x = """one\ntwo"""', 'python');
    const lines = html.split('</div>').filter(Boolean);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.split('<span').length).toBe(line.split('</span>').length);
  });

  it('escapes markup in code, so a <script> in a snippet stays text', () => {
    const html = highlightToHtml('<script>alert(1)</script> & more', 'text');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
  });

  it('highlights the grammars added from prismjs (bash, nginx, ini, docker)', () => {
    expect(highlightToHtml('echo "$HOME"', 'bash')).toContain('token builtin');
    expect(highlightToHtml('server { listen 80; }', 'nginx')).toContain('token');
    expect(highlightToHtml('[section]\nkey = value', 'ini')).toContain('token section');
    expect(highlightToHtml('FROM python:3.12', 'dockerfile')).toContain('token instruction');
  });

  it('marks highlighted lines with the theme class', () => {
    const html = highlightToHtml('a\nb\nc', 'text', new Set([1]));
    expect(html).toBe(
      `<div class="token-line">a</div><div class="token-line ${HIGHLIGHTED_LINE_CLASS}">b</div><div class="token-line">c</div>`,
    );
  });
});

describe('parseFence', () => {
  it('reads the title and line ranges from the meta string', () => {
    const fence = parseFence('a\nb\nc\nd', 'title="api/config.py" {1,3-4}');
    expect(fence.title).toBe('api/config.py');
    expect([...fence.highlighted]).toEqual([0, 2, 3]);
    expect(fence.code).toBe('a\nb\nc\nd');
  });

  it('applies and removes magic comments in any comment syntax', () => {
    const fence = parseFence(
      'a\n# highlight-next-line\nb\n// highlight-start\nc\nd\n// highlight-end\ne\n<!-- highlight-next-line -->\nf',
      null,
    );
    expect(fence.code).toBe('a\nb\nc\nd\ne\nf');
    expect([...fence.highlighted]).toEqual([1, 2, 3, 5]);
  });

  it('leaves a comment that only mentions highlighting alone', () => {
    expect(parseFence('# highlight-next-line is a magic comment', null).code).toBe(
      '# highlight-next-line is a magic comment',
    );
  });
});

describe('remarkHighlightCode', () => {
  it('turns code nodes into code-block elements the MDX components map resolves (no import)', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'Python', meta: 'title="x.py"', value: 'x = 1'},
        {type: 'blockquote', children: [{type: 'code', lang: null, meta: null, value: 'plain'}]},
      ],
    };
    remarkHighlightCode()(tree);
    expect(tree.children).toHaveLength(2);
    const [first, quote] = tree.children as {
      type: string;
      name?: string;
      attributes?: unknown[];
      children?: unknown[];
    }[];
    expect(first).toMatchObject({type: 'mdxJsxFlowElement', name: 'HighlightedCodeBlock'});
    expect(first?.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'language', value: 'python'},
      {type: 'mdxJsxAttribute', name: 'title', value: 'x.py'},
      {type: 'mdxJsxAttribute', name: 'html', value: expect.stringContaining('token number') as unknown},
    ]);
    expect(quote?.children?.[0]).toMatchObject({
      type: 'mdxJsxFlowElement',
      attributes: expect.arrayContaining([{type: 'mdxJsxAttribute', name: 'language', value: 'text'}]) as unknown,
    });
  });

  it('leaves a file without code blocks untouched', () => {
    const tree = {type: 'root', children: [{type: 'paragraph', children: []}]};
    remarkHighlightCode()(tree);
    expect(tree.children).toHaveLength(1);
  });
});

describe('the docs', () => {
  it('use only fence languages that have a grammar or are plain text', () => {
    const root = join(__dirname, '../../..');
    const languages = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, {withFileTypes: true})) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.mdx?$/.test(entry.name))
          for (const [, lang = ''] of readFileSync(path, 'utf8').matchAll(/^\s*```(\w[\w-]*)/gm))
            languages.add(lang.toLowerCase());
      }
    };
    for (const dir of ['docs', 'blog', 'src/pages']) walk(join(root, dir));
    languages.delete('mermaid');
    expect(languages.size).toBeGreaterThan(5);
    expect([...languages].filter((language) => !isKnownLanguage(language))).toEqual([]);
  });
});
