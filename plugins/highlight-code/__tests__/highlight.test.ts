import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_MAGIC_COMMENTS, parseFence} from '../fence';
import {highlightToHtml, isKnownLanguage, loadLanguages} from '../highlight';
import remarkHighlightCode from '../remark';

loadLanguages(['bash', 'docker', 'ini', 'nginx']);

/** The class Docusaurus gives highlighted lines. */
const HIGHLIGHTED = 'theme-code-block-highlighted-line';

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

  it('gives each line the classes the magic comments assigned it', () => {
    const html = highlightToHtml('a\nb\nc', 'text', {1: [HIGHLIGHTED], 2: [HIGHLIGHTED, 'code-block-error-line']});
    expect(html).toBe(
      `<div class="token-line">a</div><div class="token-line ${HIGHLIGHTED}">b</div>` +
        `<div class="token-line ${HIGHLIGHTED} code-block-error-line">c</div>`,
    );
  });
});

describe('parseFence', () => {
  it('uses the magic comments Docusaurus configures by default', async () => {
    // theme-classic is not a dependency of the site, only of the preset, so it is read here only.
    const {DEFAULT_CONFIG} = (await import('@docusaurus/theme-classic/lib/options')) as {
      DEFAULT_CONFIG: {prism: {magicComments: unknown}};
    };
    expect(DEFAULT_MAGIC_COMMENTS).toEqual(DEFAULT_CONFIG.prism.magicComments);
  });

  it('reads the title and line ranges from the meta string', () => {
    const fence = parseFence('a\nb\nc\nd', 'title="api/config.py" {1,3-4}', 'python');
    expect(fence.title).toBe('api/config.py');
    expect(fence.lineClassNames).toEqual({0: [HIGHLIGHTED], 2: [HIGHLIGHTED], 3: [HIGHLIGHTED]});
    expect(fence.code).toBe('a\nb\nc\nd');
  });

  it('applies and removes magic comments in the comment syntaxes of the language', () => {
    const fence = parseFence(
      'a\n# highlight-next-line\nb\n// highlight-start\nc\nd\n// highlight-end\ne\n<!-- highlight-next-line -->\nf',
      null,
      'text',
    );
    expect(fence.code).toBe('a\nb\nc\nd\ne\nf');
    expect(fence.lineClassNames).toEqual({1: [HIGHLIGHTED], 2: [HIGHLIGHTED], 3: [HIGHLIGHTED], 5: [HIGHLIGHTED]});
  });

  // Each case below is what stock Docusaurus 3.10 (theme-common's parseLines) shows for the fence.
  it('removes a JSX comment in JSX and highlights the next line', () => {
    const fence = parseFence('<div>\n  {/* highlight-next-line */}\n  <span/>\n</div>', null, 'jsx');
    expect(fence.code).toBe('<div>\n  <span/>\n</div>');
    expect(fence.lineClassNames).toEqual({1: [HIGHLIGHTED]});
  });

  it('keeps a magic comment the language cannot write (`//` in Python) as code', () => {
    const fence = parseFence('// highlight-next-line\nx = 1', null, 'python');
    expect(fence.code).toBe('// highlight-next-line\nx = 1');
    expect(fence.lineClassNames).toEqual({});
  });

  it('reads `;;` in WebAssembly and `%` in TeX', () => {
    expect(parseFence(';; highlight-next-line\n(module)', null, 'wasm').code).toBe('(module)');
    expect(parseFence('% highlight-next-line\n\\section{A}', null, 'latex').code).toBe('\\section{A}');
  });

  it('keeps the magic comments when the meta string gives line ranges', () => {
    const fence = parseFence('# highlight-next-line\nx = 1\ny = 2', '{3}', 'python');
    expect(fence.code).toBe('# highlight-next-line\nx = 1\ny = 2');
    expect(fence.lineClassNames).toEqual({2: [HIGHLIGHTED]});
  });

  it('follows a custom magic comment configuration', () => {
    const errors = [{className: 'code-block-error-line', line: 'This will error'}];
    const fence = parseFence('ok()\n# This will error\nfail()', null, 'python', errors);
    expect(fence.code).toBe('ok()\nfail()');
    expect(fence.lineClassNames).toEqual({1: ['code-block-error-line']});
  });

  it('leaves a comment that only mentions highlighting alone', () => {
    expect(parseFence('# highlight-next-line is a magic comment', null, 'python').code).toBe(
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
