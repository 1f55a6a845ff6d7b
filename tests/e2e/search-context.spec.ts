// Contextual search prefers the docs section the reader is in, as a boost: the same query from two
// sections puts each section's page first, and other sections still appear.
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

async function resultsFrom(page: Page, path: string, query: string): Promise<string[]> {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  // The hits of the last keystroke: wait until the list stops changing.
  await expect
    .poll(async () => (await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).join())
    .toBe((await hits.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).join());
  return hits.evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href') ?? '', location.href).pathname));
}

test('database from a Guides page ranks a Guides page first; other sections still show', async ({page}) => {
  const fromGuides = await resultsFrom(page, '/guides/faq', 'database');
  expect(fromGuides[0]).toMatch(/^\/guides\//);
  expect(fromGuides.some((path) => !path.startsWith('/guides/'))).toBe(true);
});

test('the preference follows the section, and outside the docs there is none', async ({page}) => {
  const fromGuides = (await resultsFrom(page, '/guides/faq', 'database'))[0];
  for (const path of ['/getting-started/intro', '/blog']) {
    const top = (await resultsFrom(page, path, 'database'))[0];
    expect(top, path).not.toMatch(/^\/guides\//);
    expect(top, path).not.toBe(fromGuides);
  }
});
