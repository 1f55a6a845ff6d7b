// CLS 0 (issue 10): nothing on a page moves once drawn, neither while it loads nor when hydration
// adds what only the browser can render (the search key hint, the code block buttons).
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const DOCS_PAGE = '/fundamentals/configuration/database';

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift not caused by input, from the first paint on. */
function recordShifts(page: Page) {
  return page.addInitScript(() => {
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

async function shifts(page: Page): Promise<Shift[]> {
  // Shifts are reported after the frame they happen in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as {__shifts: Shift[]}).__shifts);
}

for (const [device, viewport] of [
  ['phone', {width: 412, height: 823}],
  ['desktop', {width: 1350, height: 940}],
] as const) {
  test(`a docs page does not shift while it loads and hydrates (${device})`, async ({page}) => {
    await page.setViewportSize(viewport);
    await recordShifts(page);
    await page.goto(DOCS_PAGE);
    await hydrated(page);
    // What hydration adds: the code block buttons (the wrap button where code is wider than its
    // box) and, on the desktop, the key hint of the search button.
    await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeAttached();
    if (device === 'desktop') await expect(page.locator('.DocSearch-Button-Key').first()).toBeVisible();
    expect(await shifts(page)).toEqual([]);
  });
}

test('the search button has its final size before hydration', async ({browser, baseURL}) => {
  const box = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({baseURL, javaScriptEnabled, viewport: {width: 1350, height: 940}});
    const page = await context.newPage();
    await page.goto('/');
    if (javaScriptEnabled) await expect(page.locator('.DocSearch-Button-Key').first()).toBeVisible();
    const rect = await page.locator('.DocSearch-Button').boundingBox();
    await context.close();
    return rect;
  };
  const [before, after] = [await box(false), await box(true)];
  expect(before).not.toBeNull();
  expect(after).toEqual(before);
});
