// Renders in the system Chromium (as the build does), so these take a few seconds.
import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, afterEach, describe, expect, it, vi} from 'vitest';
import {mermaidConfig} from '../palette';
import {altText, BrowserUnavailableError, MermaidRenderer} from '../render';
import remarkMermaidSvg, {expandAt, minDisplayWidth, splitSource, verticalSource} from '../remark';

const cacheDir = mkdtempSync(join(tmpdir(), 'mermaid-svg-'));
afterAll(() => rmSync(cacheDir, {recursive: true, force: true}));
afterEach(() => vi.unstubAllEnvs());

const FLOWCHART = 'flowchart LR\n    A["Client <br/> & browser"] -->|yes| B["View"]';
const DARK = {config: mermaidConfig('dark'), colorScheme: 'dark'} as const;

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

describe('verticalSource', () => {
  it('turns left-to-right flowcharts and their subgraphs top to bottom', () => {
    expect(verticalSource('flowchart LR\n  subgraph S\n    direction LR\n    A --> B\n  end')).toBe(
      'flowchart TB\n  subgraph S\n    direction TB\n    A --> B\n  end',
    );
    expect(verticalSource('graph RL\n  A --> B')).toBe('graph BT\n  A --> B');
  });

  it('leaves vertical flowcharts and other diagrams alone', () => {
    for (const source of ['flowchart TD\n  A --> B', 'sequenceDiagram\n  A->>B: LR']) {
      expect(verticalSource(source)).toBe(source);
    }
  });
});

describe('splitSource', () => {
  it("takes the author's phone drawing from the commented lines after `%% phone`", () => {
    const source = 'flowchart LR\n  A --> B\n%% phone\n%% flowchart TB\n%%   A --> B';
    expect(splitSource(source)).toEqual({
      wide: 'flowchart LR\n  A --> B',
      narrow: 'flowchart TB\n  A --> B',
      authored: true,
    });
  });

  it('turns the drawing vertical where the fence has no phone drawing', () => {
    expect(splitSource('flowchart LR\n  A --> B')).toEqual({
      wide: 'flowchart LR\n  A --> B',
      narrow: 'flowchart TB\n  A --> B',
      authored: false,
    });
  });
});

describe('MermaidRenderer', () => {
  const renderer = new MermaidRenderer(cacheDir);

  it('writes a standalone SVG with a fixed size, its measurements and a text alternative', async () => {
    const diagram = await renderer.render(FLOWCHART, DARK);
    const svg = readFileSync(diagram.file, 'utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(new RegExp(`^<svg [^>]* width="${diagram.width}"`));
    expect(svg).toMatch(new RegExp(`^<svg [^>]* height="${diagram.height}"`));
    expect(svg).not.toContain('width="100%"');
    // XML serialisation: the label's line break is self-closed and & is escaped.
    expect(svg).toContain('<br />');
    expect(svg).toContain('&amp; browser');
    // The site's palette, not Mermaid's grey.
    expect(svg).toContain('#60a5fa');
    // Transparent in the page, on a dark canvas when opened alone.
    expect(svg).toMatch(/^<svg [^>]*style="color-scheme: dark;"/);
    expect(diagram.alt).toBe('Flowchart: Client & browser, View');
    // Every label is drawn at the palette's 16px.
    expect(diagram.minFontSize).toBe(16);
    expect(diagram.width).toBeGreaterThan(100);
  }, 60_000);

  it('crops the drawing to its content: padding around the diagram does not widen the image', async () => {
    const padded = await renderer.render(FLOWCHART, {
      ...DARK,
      config: {...DARK.config, flowchart: {htmlLabels: true, diagramPadding: 80}},
    });
    const plain = await renderer.render(FLOWCHART, {
      ...DARK,
      config: {...DARK.config, flowchart: {htmlLabels: true, diagramPadding: 0}},
    });
    expect(Math.abs(padded.width - plain.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(padded.height - plain.height)).toBeLessThanOrEqual(2);
  }, 60_000);

  it('measures the smallest text as drawn, scaled by its transform', async () => {
    const small = await renderer.render(FLOWCHART, {
      ...DARK,
      config: {...DARK.config, themeCSS: '.edgeLabel p { font-size: 10px; }'},
    });
    expect(small.minFontSize).toBe(10);
  }, 60_000);

  it('serves a second request for the same diagram from the cache', async () => {
    const first = await renderer.render(FLOWCHART, DARK);
    const modified = statSync(first.file).mtimeMs;
    const second = await renderer.render(FLOWCHART, DARK);
    expect(second).toEqual(first);
    expect(statSync(second.file).mtimeMs).toBe(modified);
  }, 60_000);

  it('fails on a diagram Mermaid cannot parse, naming the problem', async () => {
    await expect(renderer.render('flowchart LR\n  A --> ', DARK)).rejects.toThrow(/Parse error|error/i);
  }, 60_000);

  it('reports a missing Chromium as BrowserUnavailableError', async () => {
    vi.stubEnv('CHROME_PATH', join(cacheDir, 'no-such-chromium'));
    const renderer = new MermaidRenderer(mkdtempSync(join(tmpdir(), 'mermaid-svg-none-')));
    await expect(renderer.render(FLOWCHART, DARK)).rejects.toBeInstanceOf(BrowserUnavailableError);
  });
});

describe('expandAt', () => {
  const sized = (width: number) => ({file: '', alt: '', width, height: 300, minFontSize: 16});

  it('offers the full-size view where a drawing does not fit the column it is shown in', () => {
    // Shrunk on a 1440 px desktop (797 px column).
    expect(expandAt(sized(1100), 'wide')).toBe('all');
    expect(expandAt(sized(1100), 'any')).toBe('all');
    // Fits the desktop but scrolls on a 360 px phone at 14 px text (318 px column).
    expect(expandAt(sized(600), 'any')).toBe('narrow');
    expect(expandAt(sized(600), 'narrow')).toBe('narrow');
    expect(expandAt(sized(600), 'wide')).toBeUndefined();
    // Fits both.
    expect(expandAt(sized(340), 'any')).toBeUndefined();
  });
});

describe('minDisplayWidth', () => {
  it('is the width at which the smallest text reaches the given size', () => {
    const diagram = {file: '', alt: '', width: 1100, height: 300, minFontSize: 16};
    expect(minDisplayWidth(diagram, 11)).toBe(757);
    expect(minDisplayWidth(diagram, 16)).toBe(1100);
  });
});

interface MdastView {
  name?: string;
  attributes: {name: string; value: unknown}[];
  children: MdastView[];
}

describe('remarkMermaidSvg', () => {
  const page = join(cacheDir, 'docs/page.mdx');

  it('replaces a mermaid fence with a view per colour mode and layout, each image linking to itself', async () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'mermaid', value: FLOWCHART},
        {type: 'code', lang: 'python', value: 'x = 1'},
      ],
    };
    await remarkMermaidSvg({cacheDir})(tree, {path: page});
    const [stylesheet, diagram, code] = tree.children;
    expect(stylesheet).toMatchObject({type: 'mdxjsEsm', value: "import '@site/plugins/mermaid-svg/diagram.css';"});
    expect(code).toMatchObject({type: 'code', lang: 'python'});
    expect(diagram).toMatchObject({type: 'mdxJsxFlowElement', name: 'div'});
    const views = (
      diagram as unknown as {children: {attributes: {name: string; value: unknown}[]; children: unknown[]}[]}
    ).children;
    const attrs = views.map((view) => Object.fromEntries(view.attributes.map(({name, value}) => [name, value])));
    // Two boxes side by side are wider than one above the other: phones get the vertical drawing.
    expect(attrs.map((a) => [a['data-colour-mode'], a['data-layout']])).toEqual([
      ['dark', 'wide'],
      ['dark', 'narrow'],
      ['light', 'wide'],
      ['light', 'narrow'],
    ]);
    const style = JSON.parse((attrs[0]?.style as {value: string}).value) as Record<string, string>;
    expect(Object.keys(style)).toEqual(['--diagram-width', '--diagram-min-narrow', '--diagram-min-wide']);
    const [scroll] = views[0]?.children as {
      name: string;
      attributes: (typeof views)[0]['attributes'];
      children: unknown[];
    }[];
    expect(scroll?.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'className', value: 'mermaid-diagram__scroll'},
    ]);
    const [link] = scroll?.children as {
      name: string;
      attributes: (typeof views)[0]['attributes'];
      children: unknown[];
    }[];
    const linkAttrs = Object.fromEntries(link?.attributes.map(({name, value}) => [name, value]) ?? []);
    const [image] = link?.children as {name: string; attributes: (typeof views)[0]['attributes']}[];
    const imageAttrs = Object.fromEntries(image?.attributes.map(({name, value}) => [name, value]) ?? []);
    expect(link?.name).toBe('a');
    expect(image?.name).toBe('img');
    // The image and its link load one emitted file, through Docusaurus's file loader.
    const src = (imageAttrs.src as {value: string}).value;
    expect(src).toMatch(/^require\(".*file-loader.*!\.\/\.\.\/[0-9a-f]{20}\.svg"\)\.default$/);
    expect((linkAttrs.href as {value: string}).value).toBe(src);
    expect(linkAttrs.target).toBe('_blank');
    expect(imageAttrs).toMatchObject({alt: 'Flowchart: Client & browser, View', loading: 'lazy'});
    expect(`${String(imageAttrs.width)}px`).toBe(style['--diagram-width']);
    expect(Number(imageAttrs.height)).toBeGreaterThan(0);
  }, 60_000);

  it('gives phones a tighter sequence diagram that needs less width at the same text size', async () => {
    const source =
      'sequenceDiagram\n  participant Browser\n  participant Server\n  Browser->>Server: a rather long request message';
    const tree = {type: 'root', children: [{type: 'code', lang: 'mermaid', value: source}]};
    await remarkMermaidSvg({cacheDir})(tree, {path: page});
    const views = (tree.children[1] as unknown as {children: {attributes: {name: string; value: unknown}[]}[]})
      .children;
    const read = (view: (typeof views)[number], name: string) => view.attributes.find((a) => a.name === name)?.value;
    expect(views.map((view) => read(view, 'data-layout'))).toEqual(['wide', 'narrow', 'wide', 'narrow']);
    const minNarrow = views.map(
      (view) =>
        (JSON.parse((read(view, 'style') as {value: string}).value) as Record<string, string>)['--diagram-min-narrow'],
    );
    expect(parseInt(minNarrow[1] ?? '', 10)).toBeLessThan(parseInt(minNarrow[0] ?? '', 10));
  }, 60_000);

  it('gives desktops the vertical drawing when only that one fits the column at readable size', async () => {
    const chain = Array.from(
      {length: 9},
      (_, i) => `  S${i}["step number ${i}"] --> S${i + 1}["step number ${i + 1}"]`,
    );
    const tree = {
      type: 'root',
      children: [{type: 'code', lang: 'mermaid', value: `flowchart LR\n${chain.join('\n')}`}],
    };
    await remarkMermaidSvg({cacheDir})(tree, {path: page});
    const [dark] = (tree.children[1] as unknown as {children: MdastView[]}).children;
    expect(dark?.attributes.find((a) => a.name === 'data-layout')?.value).toBe('any');
    const image = dark?.children[0]?.children[0]?.children[0];
    const size = Object.fromEntries(image?.attributes.map(({name, value}) => [name, Number(value)]) ?? []);
    expect(size.height).toBeGreaterThan(size.width ?? Infinity);
  }, 60_000);

  it('leaves the fences to client-side Mermaid when Chromium is missing', async () => {
    vi.stubEnv('CHROME_PATH', join(cacheDir, 'no-such-chromium'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fence = {type: 'code', lang: 'mermaid', value: 'flowchart LR\n  Missing --> Browser'};
    const tree = {type: 'root', children: [{...fence}]};
    await remarkMermaidSvg({cacheDir: mkdtempSync(join(tmpdir(), 'mermaid-svg-none-'))})(tree, {path: page});
    expect(tree.children).toEqual([fence]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/No Chromium .*no-such-chromium/));
    warn.mockRestore();
  });
});
