// Shared fixtures: every test fails on a console error, an uncaught page error, a failed request or
// a request to another host (the site must work with no third-party service).
import {test as base, expect, type Page} from '@playwright/test';
import {BASELINE_FAMILIES, RUN_ELSEWHERE} from './fonts/fonts';

/** Console messages that are expected; each entry says why. */
const ALLOWED_CONSOLE = [
  // Tests that block the search index on purpose see the browser report the failed fetch.
  /Failed to load resource: net::ERR_FAILED/,
];

export interface Guard {
  /** Allow a console error matching this pattern for the rest of the test. */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{guard: Guard}>({
  guard: [
    async ({page, baseURL}, use) => {
      const problems: string[] = [];
      const allowed = [...ALLOWED_CONSOLE];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowed.some((re) => re.test(msg.text())))
          problems.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => {
        if (!allowed.some((re) => re.test(err.message))) problems.push(`page error: ${err.message}`);
      });
      page.on('request', (req) => {
        const url = req.url();
        if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
          problems.push(`foreign request: ${url}`);
      });
      page.on('requestfailed', (req) => {
        const reason = req.failure()?.errorText ?? '';
        // Aborted prefetches on navigation are normal browser behaviour.
        if (reason !== 'net::ERR_ABORTED' && !allowed.some((re) => re.test(`${req.url()} ${reason}`))) {
          problems.push(`failed request: ${req.url()} ${reason}`);
        }
      });
      await use({allow: (pattern) => allowed.push(pattern)});
      expect(problems, 'console errors, failed or foreign requests').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the page (the theme marks <html> once the client has mounted). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Waits until the page has loaded and the work it defers to idle time (route prefetches, deferred
 * chunks, the service worker's registration) has run: two idle callbacks after the load event (the
 * second one runs after anything the first scheduled). A condition on the page's own scheduling,
 * not networkidle's quiet window, which a background precache or a slow server can stretch.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (then: () => void) => requestIdleCallback(then, {timeout: 2_000});
        idle(() => idle(resolve));
      }),
  );
}

/**
 * Fails unless every text on the page was drawn with the fonts the screenshot baselines were made
 * with (BASELINE_FAMILIES, the DejaVu faces of tests/e2e/fonts/fonts.conf), naming the fonts that
 * were used instead: a clear message in place of a screenshot that differs by a fraction of a percent.
 */
export async function expectBaselineFonts(page: Page): Promise<void> {
  interface DomNode {
    nodeId: number;
    nodeType: number;
    nodeValue: string;
    children?: DomNode[];
  }
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const {root} = (await cdp.send('DOM.getDocument', {depth: -1})) as {root: DomNode};
    // The elements with text of their own: the platform fonts CDP reports are those of their text.
    const withText: number[] = [];
    const walk = (node: DomNode): void => {
      if (node.nodeType === 1 && node.children?.some((c) => c.nodeType === 3 && c.nodeValue.trim() !== ''))
        withText.push(node.nodeId);
      node.children?.forEach(walk);
    };
    walk(root);
    const used = new Map<string, number>();
    for (const {fonts} of await Promise.all(
      // A node the page re-rendered away since the snapshot has no fonts to report.
      withText.map((nodeId) =>
        cdp
          .send('CSS.getPlatformFontsForNode', {nodeId})
          .catch(() => ({fonts: [] as {familyName: string; glyphCount: number}[]})),
      ),
    )) {
      for (const font of fonts) used.set(font.familyName, (used.get(font.familyName) ?? 0) + font.glyphCount);
    }
    const others = [...used].filter(([family]) => !BASELINE_FAMILIES.includes(family));
    expect(
      others.map(([family, glyphs]) => `${family} (${glyphs} glyphs)`),
      `The screenshot baselines were drawn with ${BASELINE_FAMILIES.join(', ')} only: Chromium on ` +
        `Linux with tests/e2e/fonts/fonts.conf. These fonts were used as well; ${RUN_ELSEWHERE}`,
    ).toEqual([]);
    expect(used.size, 'the page drew some text').toBeGreaterThan(0);
  } finally {
    await cdp.detach();
  }
}

/** A layout shift not caused by input, with the elements that moved. */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/** Records every layout shift not caused by input from navigation on; call before page.goto. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: {value: number; sources: string[]}[] = [];
    (window as unknown as {__shifts: typeof shifts}).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: {node?: Node | null}[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName}.${source.node.className}`
            : (source.node?.nodeName ?? 'none'),
        );
        shifts.push({value: entry.value, sources});
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The shifts recorded so far (recordLayoutShifts), once the current frame's are reported. */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  // Shifts are reported after the frame they happen in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as {__shifts: LayoutShift[]}).__shifts);
}

/** The sum of the recorded shifts: the page's CLS so far. */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);
}

/** The text of the page's main bundle (main.<hash>.js), fetched from the URL the page loaded it from. */
export async function mainBundle(page: Page): Promise<string> {
  const url = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((e) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(e.name))?.name ??
      '',
  );
  expect(url, 'main.js loaded').not.toBe('');
  return (await page.request.get(url)).text();
}
