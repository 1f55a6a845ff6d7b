// The number of results the search modal offers ("See all N results") is the number /search shows
// for the same query, and it follows the query while you type (issue 33, review finding m1).
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {unpack, type WireIndex} from '../../plugins/search-index/wire';
import {createEngineSync, runQuery} from '../../src/search/local/engine';
import {expect, hydrated, test} from './fixtures';

const footer = (page: Page) => page.locator('.DocSearch-HitsFooter');
/** The index loads in a worker on first use; on a busy machine that takes a while. */
const SETTLED = {timeout: 20_000};

test.describe.configure({timeout: 90_000});

/** The number in "See all N results" ("See the one result" is 1), or null when it shows none. */
async function modalCount(page: Page): Promise<number | null> {
  const text =
    (await footer(page)
      .textContent({timeout: 1000})
      .catch(() => null)) ?? '';
  if (/one result/i.test(text)) return 1;
  const match = /(\d+)/.exec(text);
  return match ? Number(match[1]) : null;
}

/** The number on /search?q=: "72 results, showing 1–15" or "One result". */
async function pageCount(page: Page, query: string): Promise<number> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const status = page.locator('main [role="status"]').first();
  await expect(status).toHaveText(/^(\d+ results|One result)/, SETTLED);
  const text = (await status.textContent()) ?? '';
  return /^One result/.test(text) ? 1 : Number(/^(\d+)/.exec(text)?.[1]);
}

async function openModal(page: Page): Promise<void> {
  await page.goto('/getting-started/intro');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused(SETTLED);
}

/** What the whole index answers (titles, headings and body), computed here from the built index. */
function completeCount(query: string): number {
  const wire = JSON.parse(readFileSync(join(__dirname, '../../build/search-index.json'), 'utf8')) as WireIndex;
  const engine = createEngineSync(unpack(wire), 'https://djangocfg.com');
  return runQuery(engine, {indexName: 'local', query, facetFilters: ['language:en']}).nbHits;
}

test('on a slow phone /search counts the whole index, not the titles indexed first', async ({page}) => {
  // Titles and headings are indexed before the body; "database" is in enough titles to be
  // answered from them alone, with a smaller count, if the page does not wait for the body.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 3});
  expect(await pageCount(page, 'database')).toBe(completeCount('database'));
});

test('the count follows the query while you type and extend it', async ({page}) => {
  const expected = await pageCount(page, 'database routing');
  const shorter = await pageCount(page, 'database');
  expect(shorter).not.toBe(expected);

  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  // At human speed: each keystroke starts a search while the previous one may still be answering.
  await input.pressSequentially('database', {delay: 60});
  await expect.poll(() => modalCount(page), SETTLED).toBe(shorter);
  await input.pressSequentially(' routing', {delay: 60});
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(SETTLED);
  await expect.poll(() => modalCount(page), SETTLED).toBe(expected);
  // And it stays right once the typing has settled.
  await page.waitForTimeout(500);
  expect(await modalCount(page)).toBe(expected);
});

for (const query of ['deploy', 'install', 'database routing']) {
  test(`the modal and /search count the same results for "${query}"`, async ({page}) => {
    const onPage = await pageCount(page, query);
    await openModal(page);
    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(SETTLED);
    await expect.poll(() => modalCount(page), SETTLED).toBe(onPage);
    await expect(footer(page)).toHaveText(onPage === 1 ? 'See the one result' : `See all ${onPage} results`);
  });
}

test('a second search in the same modal session shows its own count, not the first one', async ({page}) => {
  const deploy = await pageCount(page, 'deploy');
  const install = await pageCount(page, 'install');
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  await input.fill('deploy');
  await expect.poll(() => modalCount(page), SETTLED).toBe(deploy);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await input.fill('install');
  await expect.poll(() => modalCount(page), SETTLED).toBe(install);
});
