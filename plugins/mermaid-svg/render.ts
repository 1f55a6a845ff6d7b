// Renders Mermaid diagrams to SVG files at build time in the system Chromium, with the same Mermaid
// the theme would load in the browser, and caches them by content. Readers then get a plain image
// instead of ~250 KB gzip of Mermaid and its main-thread work.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {chromeArgs, chromePath} from '../../scripts/lib/chrome.mjs';

export interface RenderedDiagram {
  /** Absolute path of the cached SVG file. */
  readonly file: string;
  /** Text alternative: the diagram kind and its labels. */
  readonly alt: string;
  /** Intrinsic size of the image in CSS px (the viewBox, rounded up). */
  readonly width: number;
  readonly height: number;
  /** The smallest text in the drawing, in px at its intrinsic size. */
  readonly minFontSize: number;
}

export interface RenderOptions {
  /** mermaid.initialize() options for this drawing. */
  readonly config: Record<string, unknown>;
  /**
   * The SVG's color-scheme: an <img> stays transparent, while the file opened on its own gets the
   * browser's dark or light canvas, so its labels stay readable there.
   */
  readonly colorScheme: 'dark' | 'light';
}

interface PageResult {
  readonly svg: string;
  readonly kind: string;
  readonly labels: string[];
  readonly width: number;
  readonly height: number;
  readonly minFontSize: number;
}

type Measurements = Omit<RenderedDiagram, 'file'>;

const requireFromHere = createRequire(__filename);
const MERMAID_SCRIPT = requireFromHere.resolve('mermaid/dist/mermaid.min.js');
const MERMAID_VERSION = (requireFromHere('mermaid/package.json') as {version: string}).version;
/** Bump when what this file writes changes, so cached drawings are redone. */
const OUTPUT_VERSION = 4;
/** The browser closes after this long without a diagram, so a build never waits on it. */
const IDLE_CLOSE_MS = 3000;
const MAX_ALT_LABELS = 40;

const KIND_NAMES: Record<string, string> = {
  'flowchart-v2': 'Flowchart',
  flowchart: 'Flowchart',
  sequence: 'Sequence diagram',
};

/** "Flowchart: Client, Middleware, View" from what the page read off the rendered diagram. */
export function altText(kind: string, labels: readonly string[]): string {
  const unique = [...new Set(labels.map((label) => label.replace(/\s+/g, ' ').trim()).filter(Boolean))];
  const shown = unique.slice(0, MAX_ALT_LABELS).join(', ');
  const name = KIND_NAMES[kind] ?? 'Diagram';
  return unique.length > MAX_ALT_LABELS ? `${name}: ${shown}, …` : `${name}: ${shown}`;
}

/** Room kept around the drawn content when the viewBox is cropped, for strokes and arrowheads. */
const CROP_MARGIN = 4;

/** Runs in the page: render, crop, give the SVG a fixed size for <img>, measure, serialise it as XML. */
async function renderInPage({
  id,
  source,
  config,
  colorScheme,
  margin,
}: {
  id: string;
  source: string;
  config: Record<string, unknown>;
  colorScheme: string;
  margin: number;
}): Promise<PageResult> {
  const mermaid = (
    window as unknown as {
      mermaid: {initialize(c: unknown): void; render(id: string, text: string): Promise<{svg: string}>};
    }
  ).mermaid;
  mermaid.initialize(config);
  const {svg} = await mermaid.render(id, source);
  const holder = document.createElement('div');
  holder.innerHTML = svg;
  document.body.append(holder);
  const element = holder.querySelector('svg');
  if (!element) throw new Error('Mermaid returned no <svg>');
  // Crop to what is drawn: Mermaid's viewBox can hold empty canvas (padding, a subgraph title's
  // reserved width), which then shows as blank space and makes the image wider than it needs be.
  const content = element.getBBox();
  const x = Math.floor(content.x - margin);
  const y = Math.floor(content.y - margin);
  const width = Math.ceil(content.x + content.width + margin) - x;
  const height = Math.ceil(content.y + content.height + margin) - y;
  element.setAttribute('viewBox', `${x} ${y} ${width} ${height}`);
  element.setAttribute('width', String(width));
  element.setAttribute('height', String(height));
  element.style.removeProperty('max-width');
  element.style.colorScheme = colorScheme;
  // The smallest text as drawn at the intrinsic size: font size times the scale of its coordinate
  // system (labels are SVG text or HTML inside <foreignObject>).
  const rootScale = element.getScreenCTM()?.a ?? 1;
  let minFontSize = Infinity;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || parent.closest('style')) continue;
    const graphic = parent instanceof SVGGraphicsElement ? parent : parent.closest('foreignObject');
    const matrix = graphic?.getScreenCTM();
    const scale = matrix ? Math.hypot(matrix.a, matrix.b) / rootScale : 1;
    minFontSize = Math.min(minFontSize, parseFloat(getComputedStyle(parent).fontSize) * scale);
  }
  // Boxes and participants, then messages; edge labels ("yes", "no") say little on their own.
  const labels = ['.nodeLabel, text.actor', 'text.messageText, text.noteText'].flatMap((selector) =>
    Array.from(element.querySelectorAll(selector), (node) => node.textContent),
  );
  // XML, not HTML serialisation: the file is parsed as standalone SVG (<br/>, xhtml namespaces).
  const xml = new XMLSerializer().serializeToString(element);
  holder.remove();
  return {
    svg: xml,
    kind: element.getAttribute('aria-roledescription') ?? '',
    labels,
    width,
    height,
    minFontSize: Number.isFinite(minFontSize) ? Math.round(minFontSize * 100) / 100 : 0,
  };
}

/** No Chromium to render with: diagrams are then left to the theme's client-side Mermaid. */
export class BrowserUnavailableError extends Error {
  override name = 'BrowserUnavailableError';
}

/** The system Chromium, started; any failure to find or start it is a BrowserUnavailableError. */
async function launchBrowser(): Promise<Browser> {
  try {
    return await chromium.launch({executablePath: chromePath(), args: chromeArgs});
  } catch (error) {
    throw new BrowserUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

export class MermaidRenderer {
  private browser: Promise<{browser: Browser; page: Page}> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly cacheDir: string) {}

  private key(source: string, options: RenderOptions): string {
    return createHash('sha256')
      .update(JSON.stringify([MERMAID_VERSION, OUTPUT_VERSION, options, source]))
      .digest('hex')
      .slice(0, 20);
  }

  /** The cached rendering of `source`, rendering it first if needed. Throws on a Mermaid error. */
  render(source: string, options: RenderOptions): Promise<RenderedDiagram> {
    const key = this.key(source, options);
    const file = join(this.cacheDir, `${key}.svg`);
    const dataFile = join(this.cacheDir, `${key}.json`);
    if ([file, dataFile].every((path) => existsSync(path))) {
      return Promise.resolve({file, ...(JSON.parse(readFileSync(dataFile, 'utf8')) as Measurements)});
    }
    // One diagram at a time: Mermaid keeps global state in the page.
    const job = this.queue.then(async () => {
      const {page} = await this.open();
      const result = await page.evaluate(renderInPage, {
        id: `mermaid-${key}`,
        source,
        config: options.config,
        colorScheme: options.colorScheme,
        margin: CROP_MARGIN,
      });
      const data: Measurements = {
        alt: altText(result.kind, result.labels),
        width: result.width,
        height: result.height,
        minFontSize: result.minFontSize,
      };
      mkdirSync(this.cacheDir, {recursive: true});
      writeFileSync(file, result.svg);
      writeFileSync(dataFile, JSON.stringify(data));
      return {file, ...data};
    });
    this.queue = job.catch(() => undefined).finally(() => this.scheduleClose());
    return job;
  }

  private open(): Promise<{browser: Browser; page: Page}> {
    clearTimeout(this.idleTimer);
    this.browser ??= (async () => {
      const browser = await launchBrowser();
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
      await page.addScriptTag({path: MERMAID_SCRIPT});
      return {browser, page};
    })();
    return this.browser;
  }

  private scheduleClose(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const open = this.browser;
      this.browser = null;
      void open?.then(
        ({browser}) => browser.close(),
        () => undefined,
      );
    }, IDLE_CLOSE_MS);
  }
}
