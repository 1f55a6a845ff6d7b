// Every sitemap page at a phone and a desktop width, in one visit per width: the page answers 200
// without a redirect, hydrates and renders its main content with no console error or failed or
// foreign request (named by URL here; the guard fixture also fails on them), and it keeps the
// layout invariants of issue 16: no sideways page overflow, no layout shift while it loads and
// hydrates, tables that fit or scroll, and diagram text at a readable size as drawn. Each page is
// measured in one page.evaluate, then its diagrams in a second one (diagramText.ts).
// design/appearance-tests.md describes the suite.
import type {Page} from '@playwright/test';
import {smallestDiagramText} from './diagramText';
import {cumulativeLayoutShift, expect, recordLayoutShifts, test} from './fixtures';
import {sitemapPaths as paths} from './sitemap';

const WIDTHS = [
  {name: 'phone', width: 360, height: 740, minDiagramText: 11},
  {name: 'desktop', width: 1440, height: 900, minDiagramText: 12},
] as const;
/** Pages per test: a few tests per width, so two workers share the load. */
const CHUNK = 60;

interface PageReport {
  /** The page rendered no visible <main> (the not-found page has one too: see the redirect check). */
  noMain: boolean;
  /** Elements that stick out of the viewport sideways, when the page scrolls sideways. */
  overflow: string[];
  /** Layout shifts from navigation to hydration, with the elements that moved. */
  shifts: {value: number; sources: string[]}[];
  /** Tables wider than their column that do not scroll. */
  tables: string[];
  /** Diagrams whose smallest text is drawn below the minimum: "<src> 8.3px". */
  diagrams: string[];
  diagramCount: number;
}

/** Runs in the page once it has loaded: waits for hydration, then measures everything but diagrams at once. */
async function measure(): Promise<Omit<PageReport, 'diagrams' | 'diagramCount'>> {
  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const cls = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 2) : [];
    return `${element.tagName.toLowerCase()}${id}${cls.map((c) => (c ? `.${c}` : '')).join('')}`;
  };
  const scrollsSideways = (element: Element): boolean =>
    ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  await new Promise<void>((resolve) => {
    const check = () =>
      document.documentElement.dataset.hasHydrated === 'true' ? resolve() : requestAnimationFrame(check);
    check();
  });
  await document.fonts.ready;
  await nextFrame();

  // Layout shifts are buffered from navigation on; entries arrive in the observer's first callback.
  const shifts = await new Promise<PageReport['shifts']>((resolve) => {
    const found: PageReport['shifts'] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: {node?: Node | null}[];
      }[]) {
        // CLS 0 as Lighthouse reports it (three decimals): sub-pixel shifts of an unknown node
        // (value 0.00001) come and go with load and are not a visible move.
        if (entry.hadRecentInput || entry.value < 0.0005) continue;
        found.push({
          value: entry.value,
          sources: entry.sources.map((s) => (s.node instanceof Element ? describe(s.node) : (s.node?.nodeName ?? '?'))),
        });
      }
    });
    observer.observe({type: 'layout-shift', buffered: true});
    void nextFrame().then(() => {
      observer.disconnect();
      resolve(found);
    });
  });

  const root = document.documentElement;
  const viewport = root.clientWidth;
  const overflow: string[] = [];
  if (root.scrollWidth > viewport) {
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= viewport + 1) continue;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrollsSideways(parent)) clipped = true;
      }
      if (!clipped) overflow.push(`${describe(element)} (right edge ${Math.round(rect.right)}px)`);
      if (overflow.length >= 5) break;
    }
    if (overflow.length === 0) overflow.push(`page is ${root.scrollWidth}px wide in a ${viewport}px viewport`);
  }

  const tables: string[] = [];
  for (const table of document.querySelectorAll('main table, article table')) {
    const column = table.closest('.markdown, article, main');
    if (!column || table.getClientRects().length === 0) continue;
    // A table marked wide (plugins/param-tables) may take the contents' gutter: its limit is the docs row.
    const limit = (table.classList.contains('table--wide') && table.closest('.row')) || column;
    const columnRight = limit.getBoundingClientRect().right;
    // The nearest box that scrolls sideways, from the table itself up to its column.
    let scroller: Element | null = null;
    for (let box: Element | null = table; box && box !== column; box = box.parentElement) {
      if (scrollsSideways(box) && box.scrollWidth >= table.scrollWidth) {
        scroller = box;
        break;
      }
    }
    const outer = scroller ?? table;
    const sticksOut = outer.getBoundingClientRect().right > columnRight + 1;
    const cutOff = scroller === null && table.scrollWidth > table.getBoundingClientRect().width + 1;
    if (sticksOut || cutOff) {
      const heading = table.querySelector('th')?.textContent.trim() ?? '';
      tables.push(
        `table "${heading}": ${Math.round(table.scrollWidth)}px in a ${Math.round(column.clientWidth)}px column`,
      );
    }
  }

  const main = document.querySelector('main');
  const noMain = main === null || main.getClientRects().length === 0;
  return {noMain, overflow, shifts, tables};
}

async function report(page: Page, path: string, minDiagramText: number): Promise<PageReport & {loading: string[]}> {
  const response = await page.goto(path, {waitUntil: 'load'});
  const loading: string[] = [];
  if (!response?.ok()) loading.push(`HTTP ${response?.status() ?? 'no response'}`);
  const landed = new URL(page.url()).pathname;
  if (landed !== path.split('?')[0]) loading.push(`redirected to ${landed}`);
  const found = await page.evaluate(measure);
  // Diagram text as drawn: each shown diagram's SVG, laid out inline at the size the page shows it.
  const drawn = await page.evaluate(smallestDiagramText);
  const diagrams = drawn.filter((d) => d.px < minDiagramText - 0.01).map((d) => `${d.src} ${d.px.toFixed(1)}px`);
  if (found.noMain) loading.push('no visible <main>');
  return {...found, diagrams, diagramCount: drawn.length, loading};
}

/** Names each console error, page error, failed or foreign request by the page it came from. */
function recordProblems(page: Page, origin: string, current: () => string): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`${current()}: console ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`${current()}: page error ${err.message}`));
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`${current()}: failed request ${req.url()} ${reason}`);
  });
  page.on('request', (req) => {
    if (!req.url().startsWith(origin) && !/^(data|blob):/.test(req.url()))
      problems.push(`${current()}: foreign request ${req.url()}`);
  });
  return problems;
}

test('the sitemap lists the site once per page', () => {
  expect(paths.length).toBeGreaterThan(100);
  for (const route of ['/', '/blog', '/getting-started/intro', '/nextjs-admin']) expect(paths).toContain(route);
  expect(new Set(paths).size, 'duplicate sitemap entries').toBe(paths.length);
});

for (const {name, width, height, minDiagramText} of WIDTHS) {
  test.describe(`every sitemap page at ${width}px (${name})`, () => {
    test.describe.configure({mode: 'parallel'});
    test.use({viewport: {width, height}});

    for (let start = 0; start < paths.length; start += CHUNK) {
      const chunk = paths.slice(start, start + CHUNK);
      test(`pages ${start + 1}–${start + chunk.length}`, async ({page, baseURL}) => {
        test.setTimeout(240_000);
        let current = '';
        const problems = recordProblems(page, new URL(baseURL ?? 'http://127.0.0.1').origin, () => current);
        const loading: string[] = [];
        const overflow: string[] = [];
        const shifts: string[] = [];
        const tables: string[] = [];
        const diagrams: string[] = [];
        let diagramsSeen = 0;
        for (const path of chunk) {
          current = path;
          const found = await report(page, path, minDiagramText);
          loading.push(...found.loading.map((item) => `${path}: ${item}`));
          diagramsSeen += found.diagramCount;
          overflow.push(...found.overflow.map((item) => `${path}: ${item}`));
          shifts.push(...found.shifts.map((s) => `${path}: ${s.value.toFixed(4)} (${s.sources.join(', ')})`));
          // Tables are checked on the desktop; on a phone, page overflow covers them.
          if (name === 'desktop') tables.push(...found.tables.map((item) => `${path}: ${item}`));
          diagrams.push(...found.diagrams.map((item) => `${path}: ${item}`));
        }
        expect.soft(loading, 'every page answers 200 in place and renders its main content').toEqual([]);
        expect.soft(problems, 'no console error, failed or foreign request').toEqual([]);
        expect.soft(overflow, 'no horizontal page overflow').toEqual([]);
        expect.soft(shifts, 'no layout shift while loading (CLS 0)').toEqual([]);
        expect.soft(tables, 'tables fit their column or scroll').toEqual([]);
        expect.soft(diagrams, `diagram text at least ${minDiagramText}px as drawn`).toEqual([]);
        test.info().annotations.push({type: 'diagrams measured', description: String(diagramsSeen)});
      });
    }
  });
}

for (const {name, width, height} of WIDTHS) {
  test.describe(`search at ${width}px (${name})`, () => {
    test.use({viewport: {width, height}});

    test('the search modal is a fixed overlay with an opaque panel', async ({page}) => {
      await page.goto('/getting-started/intro', {waitUntil: 'load'});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await page.locator('.DocSearch-Button').click();
      const modal = page.locator('.DocSearch-Modal');
      await expect(modal).toBeVisible();
      const layout = await page.evaluate(() => {
        const container = document.querySelector('.DocSearch-Container');
        const panel = document.querySelector('.DocSearch-Modal');
        if (!container || !panel) return null;
        const rect = container.getBoundingClientRect();
        const panelRect = panel.getBoundingClientRect();
        // What a reader sees in the middle of the panel belongs to the modal, not the page below.
        const probe = document.elementFromPoint(panelRect.left + panelRect.width / 2, panelRect.top + 40);
        return {
          position: getComputedStyle(container).position,
          covers: rect.left <= 0 && rect.top <= 0 && rect.right >= innerWidth && rect.bottom >= innerHeight,
          panelBackground: getComputedStyle(panel).backgroundColor,
          onTop: probe !== null && container.contains(probe),
        };
      });
      expect(layout).not.toBeNull();
      expect(layout?.position).toBe('fixed');
      expect(layout?.covers, 'the overlay covers the viewport').toBe(true);
      expect(layout?.onTop, 'the modal is drawn above the page').toBe(true);
      // rgb(r, g, b) is opaque; only rgba(r, g, b, a) carries an alpha.
      const alpha = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(layout?.panelBackground ?? '')?.[1];
      expect(layout?.panelBackground, 'the panel has a background colour').toMatch(/^rgba?\(/);
      expect(alpha === undefined ? 1 : Number(alpha), `panel background ${layout?.panelBackground}`).toBe(1);
    });

    test('/search?q= shifts less than 0.05 from navigation to results', async ({page}) => {
      await recordLayoutShifts(page);
      await page.goto('/search?q=database', {waitUntil: 'load'});
      await expect(page.locator('main ol li h2 a').first()).toBeVisible();
      expect(await cumulativeLayoutShift(page)).toBeLessThan(0.05);
    });
  });
}
