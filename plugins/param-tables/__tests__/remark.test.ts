import {compile, run} from '@mdx-js/mdx';
import type {MDXComponents} from 'mdx/types';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import {codeBreaks} from '../breaks';
import remarkParamTables, {tableKind} from '../remark';

/** The page's HTML as MDX renders it, through the plugin. */
async function render(markdown: string, components: MDXComponents = {}): Promise<string> {
  const code = await compile(markdown, {outputFormat: 'function-body', remarkPlugins: [remarkGfm, remarkParamTables]});
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  return renderToStaticMarkup(createElement(Content, {components}));
}

describe('tableKind', () => {
  it('recognises field tables by a name column and a Type or Default column', () => {
    expect(tableKind(['Field', 'Type', 'Default', 'Meaning'])).toBe('params');
    expect(tableKind(['Option', 'Default', 'Meaning'])).toBe('params');
    expect(tableKind(['Argument or option', 'Default', 'Meaning'])).toBe('params');
    expect(tableKind(['Variable', 'Default', 'Effect'])).toBe('params');
  });

  it('stacks other 3- and 4-column tables, scrolls wider grids and leaves 2 columns alone', () => {
    expect(tableKind(['Command', 'Purpose', 'Example'])).toBe('stack');
    expect(tableKind(['Field', 'Meaning', 'Example'])).toBe('stack');
    expect(tableKind(['Capability', 'a', 'b', 'c', 'd', 'e'])).toBe('matrix');
    expect(tableKind(['Option', 'Meaning'])).toBe('plain');
  });
});

describe('codeBreaks', () => {
  it('breaks after spaces, before dots and after underscores and slashes, never inside a word', () => {
    expect(codeBreaks('EnvironmentMode.PRODUCTION')).toEqual(['EnvironmentMode', '.PRODUCTION']);
    expect(codeBreaks('process_scheduled_maintenance')).toEqual(['process_', 'scheduled_', 'maintenance']);
    expect(codeBreaks('ws://host/connection/websocket')).toEqual(['ws://host/', 'connection/', 'websocket']);
    expect(codeBreaks('__init__')).toEqual(['__init__']);
    expect(codeBreaks('--force/-f')).toEqual(['--force/-f']);
    expect(codeBreaks('str | None')).toEqual(['str ', '| ', 'None']);
  });
});

describe('remarkParamTables', () => {
  it('renders a field table as a parameter list: name, type and default on one line, meaning below', async () => {
    const html = await render(
      [
        '| Field | Type | Default | Meaning |',
        '|---|---|---|---|',
        '| `env_mode` | `EnvironmentMode` | `EnvironmentMode.PRODUCTION` | Which **defaults** apply. |',
        '| `debug` | `bool` | — | Django `DEBUG`. |',
      ].join('\n'),
    );
    expect(html).not.toContain('<table');
    expect(html).toContain('<dl class="param-list">');
    expect(html).toContain(
      '<dt class="param__head"><span class="param__name"><code><span>env_</span><wbr/><span>mode</span></code></span> <span class="param__type"><code><span>EnvironmentMode</span></code></span> <span class="param__default"><span class="param__label" data-search-ignore="">Default:</span> <code><span>EnvironmentMode</span><wbr/><span>.PRODUCTION</span></code></span></dt>',
    );
    expect(html).toContain('<dd class="param__body"><p>Which <strong>defaults</strong> apply.</p></dd>');
    // A blank default is left out rather than shown as a dash.
    expect(html).toContain('<span class="param__type"><code><span>bool</span></code></span></dt>');
  });

  it('labels the other columns of a field table', async () => {
    const html = await render(
      ['| Field | Type | Default | Produces |', '|---|---|---|---|', '| `a` | `int` | `1` | `A` |'].join('\n'),
    );
    expect(html).toContain(
      '<dd class="param__body"><p><span class="param__label" data-search-ignore="">Produces:</span> <code><span>A</span></code></p></dd>',
    );
  });

  it('labels every cell of a 3-column table for the phone cards and marks wide grids', async () => {
    const stacked = await render(
      ['| Command | Purpose | Example |', '|---|---|---|', '| `check` | Checks | `x` |'].join('\n'),
    );
    expect(stacked).toContain('<table class="table--stack">');
    expect(stacked).toContain('<td data-label="Purpose">Checks</td>');
    const grid = await render(['| A | B | C | D | E |', '|---|---|---|---|---|', '| 1 | 2 | 3 | 4 | 5 |'].join('\n'));
    expect(grid).toContain('<table class="table--matrix">');
    const plain = await render(['| Option | Meaning |', '|---|---|', '| `a` | b |'].join('\n'));
    expect(plain).toContain('<table>');
  });

  it('keeps a breakable identifier inline where the theme draws non-text code children as a block', async () => {
    // The theme's MDX `code` component renders a block unless its children are plain text.
    const code: MDXComponents['code'] = ({children}) =>
      typeof children === 'string' ? createElement('code', null, children) : createElement('pre', null, 'BLOCK');
    const html = await render(
      ['| A | B | C |', '|---|---|---|', '| `EnvironmentMode.PRODUCTION` | b | c |'].join('\n'),
      {
        code,
      },
    );
    expect(html).not.toContain('BLOCK');
    expect(html).toContain('<code><span>EnvironmentMode</span><wbr/><span>.PRODUCTION</span></code>');
  });
});

describe('wide tables', () => {
  const grid = (cells: string) =>
    `| Capability | A | B | C | D |\n|---|---|---|---|---|\n| ${cells} | yes | yes | no | no |\n`;

  it('marks a table whose narrowest layout is wider than the docs column', async () => {
    const html = await render(grid('`--skip-checks-and-database-migrations-for-this-run`'));
    expect(html).toContain('class="table--matrix table--wide"');
  });

  it('leaves a table that fits the column unmarked', async () => {
    const html = await render(grid('Typed settings'));
    expect(html).toContain('class="table--matrix"');
    expect(html).not.toContain('table--wide');
  });
});
