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
}

interface PageResult {
  readonly svg: string;
  readonly kind: string;
  readonly labels: string[];
}

const requireFromHere = createRequire(__filename);
const MERMAID_SCRIPT = requireFromHere.resolve('mermaid/dist/mermaid.min.js');
const MERMAID_VERSION = (requireFromHere('mermaid/package.json') as {version: string}).version;
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

/** Runs in the page: render, give the SVG a fixed size for <img>, serialise it as XML. */
async function renderInPage({id, source}: {id: string; source: string}): Promise<PageResult> {
  const mermaid = (window as unknown as {mermaid: {render(id: string, text: string): Promise<{svg: string}>}}).mermaid;
  const {svg} = await mermaid.render(id, source);
  const holder = document.createElement('div');
  holder.innerHTML = svg;
  document.body.append(holder);
  const element = holder.querySelector('svg');
  if (!element) throw new Error('Mermaid returned no <svg>');
  const box = element.viewBox.baseVal;
  element.setAttribute('width', String(Math.ceil(box.width)));
  element.setAttribute('height', String(Math.ceil(box.height)));
  element.style.removeProperty('max-width');
  // Boxes and participants, then messages; edge labels ("yes", "no") say little on their own.
  const labels = ['.nodeLabel, text.actor', 'text.messageText, text.noteText'].flatMap((selector) =>
    Array.from(element.querySelectorAll(selector), (node) => node.textContent),
  );
  // XML, not HTML serialisation: the file is parsed as standalone SVG (<br/>, xhtml namespaces).
  const xml = new XMLSerializer().serializeToString(element);
  holder.remove();
  return {svg: xml, kind: element.getAttribute('aria-roledescription') ?? '', labels};
}

/** No Chromium to render with: diagrams are then left to the theme's client-side Mermaid. */
export class BrowserUnavailableError extends Error {
  override name = 'BrowserUnavailableError';
}

export class MermaidRenderer {
  private browser: Promise<{browser: Browser; page: Page}> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly cacheDir: string,
    /** Passed to mermaid.initialize(): the theme the site shows diagrams in. */
    private readonly config: Record<string, unknown>,
  ) {}

  private key(source: string): string {
    return createHash('sha256')
      .update(JSON.stringify([MERMAID_VERSION, this.config, source]))
      .digest('hex')
      .slice(0, 20);
  }

  /** The cached rendering of `source`, rendering it first if needed. Throws on a Mermaid error. */
  render(source: string): Promise<RenderedDiagram> {
    const key = this.key(source);
    const file = join(this.cacheDir, `${key}.svg`);
    const altFile = join(this.cacheDir, `${key}.alt.txt`);
    if (existsSync(file) && existsSync(altFile)) return Promise.resolve({file, alt: readFileSync(altFile, 'utf8')});
    // One diagram at a time: Mermaid keeps global state in the page.
    const job = this.queue.then(async () => {
      const {page} = await this.open();
      const result = await page.evaluate(renderInPage, {id: `mermaid-${key}`, source});
      mkdirSync(this.cacheDir, {recursive: true});
      const alt = altText(result.kind, result.labels);
      writeFileSync(file, result.svg);
      writeFileSync(altFile, alt);
      return {file, alt};
    });
    this.queue = job.catch(() => undefined).finally(() => this.scheduleClose());
    return job;
  }

  private open(): Promise<{browser: Browser; page: Page}> {
    clearTimeout(this.idleTimer);
    this.browser ??= (async () => {
      const browser = await chromium
        .launch({executablePath: chromePath(), args: chromeArgs})
        .catch((error: unknown) => {
          throw new BrowserUnavailableError(error instanceof Error ? error.message : String(error));
        });
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
      await page.addScriptTag({path: MERMAID_SCRIPT});
      await page.evaluate((config) => {
        (window as unknown as {mermaid: {initialize(c: unknown): void}}).mermaid.initialize(config);
      }, this.config);
      return {browser, page};
    })();
    return this.browser;
  }

  private scheduleClose(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const open = this.browser;
      this.browser = null;
      void open?.then(({browser}) => browser.close());
    }, IDLE_CLOSE_MS);
  }
}
