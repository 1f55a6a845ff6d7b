// A table wider than the docs column takes the table of contents' gutter at 1440 px (issue 33,
// review finding M2) instead of scrolling inside the column beside an empty gutter: the desktop
// contents column yields, "On this page" moves under the title, and nothing overlaps.
import {expect, test} from './fixtures';

/** Pages with a table whose narrowest layout is wider than the 821 px docs column. */
const WIDE = [
  '/getting-started/django-cfg-vs-alternatives',
  '/features/built-in-apps/operations',
  '/fundamentals/system/exports',
];

test.use({viewport: {width: 1440, height: 900}});

for (const path of WIDE) {
  test(`${path}: its wide table uses the gutter without scrolling or overlapping the contents`, async ({page}) => {
    const response = await page.goto(path, {waitUntil: 'load'});
    expect(response?.ok()).toBe(true);
    const tables = await page.locator('.table-scroll').evaluateAll((boxes) =>
      boxes
        .filter((box) => box.getClientRects().length > 0)
        .map((box) => ({
          label: box.querySelector('th')?.textContent ?? '',
          scrollWidth: box.scrollWidth,
          clientWidth: box.clientWidth,
          right: box.getBoundingClientRect().right,
        })),
    );
    expect(tables.length).toBeGreaterThan(0);
    // Nothing is cut: every table shows all its columns without sideways scrolling.
    expect(tables.filter((t) => t.scrollWidth > t.clientWidth + 1)).toEqual([]);
    // It stays clear of the floating help button, and the contents it would cover are not shown beside it.
    const help = page.getByRole('button', {name: 'Open help menu'});
    await expect(help).toBeVisible();
    const helpLeft = (await help.boundingBox())?.x ?? 0;
    for (const t of tables) expect(t.right).toBeLessThanOrEqual(helpLeft);
    await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();
  });
}

test('a page whose tables fit keeps the contents column', async ({page}) => {
  await page.goto('/fundamentals/database/migrations', {waitUntil: 'load'});
  await expect(page.locator('.table--matrix')).toBeVisible();
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
});
