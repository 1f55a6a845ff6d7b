// A docs section's version props reach the browser without the section's docs (their titles and
// descriptions, plugins/lean-client/docsProps.ts); a generated index page brings its cards' docs
// with its own props. Its cards must read as the server wrote them, loaded fresh and after a
// client-side navigation from a page of the same section (whose version props came without them).
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

const CATEGORY_INDEX = '/fundamentals/category/configuration';
const SAME_SECTION_PAGE = '/fundamentals/configuration/database';

async function servedCards(page: Page): Promise<string[]> {
  const html = await (await page.request.get(CATEGORY_INDEX)).text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return [...doc.querySelectorAll('article a.card')].map((card) => card.textContent);
  }, html);
}

const liveCards = (page: Page) =>
  page.locator('article a.card').evaluateAll((cards) => cards.map((card) => card.textContent));

test('a generated index page keeps its cards’ descriptions after hydration', async ({page}) => {
  await page.goto(CATEGORY_INDEX);
  await hydrated(page);
  const served = await servedCards(page);
  expect(served.length).toBeGreaterThan(2);
  expect(await liveCards(page)).toEqual(served);
});

test('a generated index page reached client-side shows its cards’ descriptions', async ({page}) => {
  await page.goto(SAME_SECTION_PAGE);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
  await page.locator('nav.menu').getByRole('link', {name: 'Configuration', exact: true}).first().click();
  await expect(page).toHaveURL(CATEGORY_INDEX);
  await expect(page.locator('article a.card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
  expect(await liveCards(page)).toEqual(await servedCards(page));
});
