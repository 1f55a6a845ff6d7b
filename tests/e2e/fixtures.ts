// Shared fixtures: every test fails on a console error, an uncaught page error, a failed request or
// a request to another host (the site must work with no third-party service).
import {test as base, expect, type Page} from '@playwright/test';

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
