// CLS 0 (issue 10): nothing on a page moves once drawn, neither while it loads nor when hydration
// adds what only the browser can render (the search key hint, the code block buttons).
import {expect, hydrated, layoutShifts, recordLayoutShifts, test} from './fixtures';

const DOCS_PAGE = '/fundamentals/configuration/database';

for (const [device, viewport] of [
  ['phone', {width: 412, height: 823}],
  ['desktop', {width: 1350, height: 940}],
] as const) {
  test(`a docs page does not shift while it loads and hydrates (${device})`, async ({page}) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await page.goto(DOCS_PAGE);
    await hydrated(page);
    // What hydration adds: the code block buttons (the wrap button where code is wider than its
    // box) and, on the desktop, the key hint of the search button.
    await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeAttached();
    if (device === 'desktop') await expect(page.locator('.DocSearch-Button-Key').first()).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
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
