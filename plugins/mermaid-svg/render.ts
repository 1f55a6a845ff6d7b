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
  /** Absolute path of the cached SVG file (transparent background, for the page). */
  readonly file: string;
  /** The same drawing on the page background, for opening on its own at full size. */
  readonly fullFile: string;
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
  /** Background of the full-size file. */
  readonly background: string;
}

interface PageResult {
  readonly svg: string;
  readonly fullSvg: string;
  readonly kind: string;
  readonly labels: string[];
  readonly width: number;
  readonly height: number;
  readonly minFontSize: number;
}

type Measurements = Omit<RenderedDiagram, 'file' | 'fullFile'>;

const requireFromHere = createRequire(__filename);
const MERMAID_SCRIPT = requireFromHere.resolve('mermaid/dist/mermaid.min.js');
const MERMAID_VERSION = (requireFromHere('mermaid/package.json') as {version: string}).version;
/** Bump when what this file writes changes, so cached drawings are redone. */
const OUTPUT_VERSION = 2;
/** The browser closes after this long without a diagram, so a build never waits on it. */
const IDLE_CLOSE_MS = 3000;
const MAX_ALT_LABELS = 40;

const KIND_NAMES: Record<string, string> = {
  'flowchart-v2': 'Flowchart',
  flowchart: 'Flowchart',
  sequence: 'Sequence diagram',
};

/**
 * Docusaurus HTML-escapes a Markdown image's alt text and React escapes it again, so a reader would
 * hear "&#39;" for an apostrophe: use the typographic characters instead of the five it escapes.
 */
function withoutEscapedCharacters(text: string): string {
  return text
    .replace(/"([^"]*)"/g, '“$1”')
    .replace(/"/g, '”')
    .replace(/'/g, '’')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/</g, '‹')
    .replace(/>/g, '›');
}

/** "Flowchart: Client, Middleware, View" from what the page read off the rendered diagram. */
export function altText(kind: string, labels: readonly string[]): string {
  const unique = [
    ...new Set(labels.map((label) => withoutEscapedCharacters(label.replace(/\s+/g, ' ').trim())).filter(Boolean)),
  ];
  const shown = unique.slice(0, MAX_ALT_LABELS).join(', ');
  const name = KIND_NAMES[kind] ?? 'Diagram';
  return unique.length > MAX_ALT_LABELS ? `${name}: ${shown}, …` : `${name}: ${shown}`;
}

/** Runs in the page: render, give the SVG a fixed size for <img>, measure, serialise it as XML. */
async function renderInPage({
  id,
  source,
  config,
  background,
}: {
  id: string;
  source: string;
  config: Record<string, unknown>;
  background: string;
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
  const box = element.viewBox.baseVal;
  const width = Math.ceil(box.width);
  const height = Math.ceil(box.height);
  element.setAttribute('width', String(width));
  element.setAttribute('height', String(height));
  element.style.removeProperty('max-width');
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
  element.style.backgroundColor = background;
  const fullXml = new XMLSerializer().serializeToString(element);
  holder.remove();
  return {
    svg: xml,
    fullSvg: fullXml,
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
    const fullFile = join(this.cacheDir, `${key}.full.svg`);
    const dataFile = join(this.cacheDir, `${key}.json`);
    if ([file, fullFile, dataFile].every((path) => existsSync(path))) {
      return Promise.resolve({file, fullFile, ...(JSON.parse(readFileSync(dataFile, 'utf8')) as Measurements)});
    }
    // One diagram at a time: Mermaid keeps global state in the page.
    const job = this.queue.then(async () => {
      const {page} = await this.open();
      const result = await page.evaluate(renderInPage, {
        id: `mermaid-${key}`,
        source,
        config: options.config,
        background: options.background,
      });
      const data: Measurements = {
        alt: altText(result.kind, result.labels),
        width: result.width,
        height: result.height,
        minFontSize: result.minFontSize,
      };
      mkdirSync(this.cacheDir, {recursive: true});
      writeFileSync(file, result.svg);
      writeFileSync(fullFile, result.fullSvg);
      writeFileSync(dataFile, JSON.stringify(data));
      return {file, fullFile, ...data};
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
