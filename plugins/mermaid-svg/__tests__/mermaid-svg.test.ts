// Renders in the system Chromium (as the build does), so these take a few seconds.
import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {altText, MermaidRenderer} from '../render';
import remarkMermaidSvg from '../remark';

const cacheDir = mkdtempSync(join(tmpdir(), 'mermaid-svg-'));
afterAll(() => rmSync(cacheDir, {recursive: true, force: true}));

const FLOWCHART = 'flowchart LR\n    A["Client <br/> & browser"] -->|yes| B["View"]';

describe('altText', () => {
  it('names the kind and lists each label once', () => {
    expect(altText('flowchart-v2', ['Client', ' View ', 'Client', ''])).toBe('Flowchart: Client, View');
    expect(altText('sequence', ['App', 'Redis'])).toBe('Sequence diagram: App, Redis');
    expect(altText('gantt', ['Task'])).toBe('Diagram: Task');
  });

  it('shortens a very long list', () => {
    const labels = Array.from({length: 50}, (_, i) => `n${i}`);
    expect(altText('flowchart-v2', labels)).toMatch(/^Flowchart: n0, .*, n39, …$/);
  });
});

describe('MermaidRenderer', () => {
  const renderer = new MermaidRenderer(cacheDir, {startOnLoad: false, theme: 'dark'});

  it('writes a standalone SVG with a fixed size and a text alternative', async () => {
    const {file, alt} = await renderer.render(FLOWCHART);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/^<svg [^>]* width="\d+"/);
    expect(svg).toMatch(/^<svg [^>]* height="\d+"/);
    expect(svg).not.toContain('width="100%"');
    // XML serialisation: the label's line break is self-closed and & is escaped.
    expect(svg).toContain('<br />');
    expect(svg).toContain('&amp; browser');
    expect(alt).toBe('Flowchart: Client & browser, View');
  }, 60_000);

  it('serves a second request for the same diagram from the cache', async () => {
    const first = await renderer.render(FLOWCHART);
    const modified = statSync(first.file).mtimeMs;
    const second = await renderer.render(FLOWCHART);
    expect(second).toEqual(first);
    expect(statSync(second.file).mtimeMs).toBe(modified);
  }, 60_000);

  it('fails on a diagram Mermaid cannot parse, naming the problem', async () => {
    await expect(renderer.render('flowchart LR\n  A --> ')).rejects.toThrow(/Parse error|error/i);
  }, 60_000);
});

describe('remarkMermaidSvg', () => {
  it('replaces mermaid fences with an image of the rendered file, relative to the page', async () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'mermaid', value: FLOWCHART},
        {type: 'code', lang: 'python', value: 'x = 1'},
      ],
    };
    await remarkMermaidSvg({cacheDir, mermaidConfig: {theme: 'dark'}})(tree, {path: join(cacheDir, 'docs/page.mdx')});
    const [diagram, code] = tree.children;
    expect(diagram).toMatchObject({
      type: 'paragraph',
      data: {hProperties: {className: ['mermaid-diagram']}},
      children: [
        {
          type: 'image',
          alt: 'Flowchart: Client & browser, View',
          url: expect.stringMatching(/^\.\.\/[0-9a-f]{20}\.svg$/) as unknown,
        },
      ],
    });
    expect(code).toMatchObject({type: 'code', lang: 'python'});
  }, 60_000);
});
