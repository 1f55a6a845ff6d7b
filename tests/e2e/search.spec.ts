import type {Page} from '@playwright/test';
import {expect, hydrated, settled, test} from './fixtures';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

test('no search bytes load with the page; intent loads the index', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/getting-started/intro');
  await hydrated(page);
  await settled(page);
  expect(requested).not.toContain('/search-index.json');
  await page.locator('.DocSearch-Button').hover();
  await expect.poll(() => requested.includes('/search-index.json')).toBe(true);
});

/** The search worker's script (src/search/local/worker.ts, emitted as assets/js/search.<hash>.js). */
const WORKER_SCRIPT = /\/assets\/js\/search\.[0-9a-f]+\.js$/;
/** The main-thread engine, loaded only when no worker can run. */
const ENGINE_CHUNK = /\/assets\/js\/search-engine\.[0-9a-f]+\.js$/;

/** Paths of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await input(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

test('the index is parsed, indexed and queried in a Web Worker, started on intent', async ({page}) => {
  const requested = recordRequests(page);
  await page.goto('/');
  await hydrated(page);
  await settled(page);
  expect(page.workers()).toEqual([]);
  const started = page.waitForEvent('worker');
  await page.locator('.DocSearch-Button').hover();
  expect((await started).url()).toMatch(WORKER_SCRIPT);
  await searchFor(page, 'database');
  // The hits can only have come from the worker: the main thread never loaded an engine.
  expect(requested.filter((path) => ENGINE_CHUNK.test(path))).toEqual([]);
});

test('without Web Workers, search runs on the main thread', async ({page}) => {
  await page.addInitScript(() => {
    delete (window as {Worker?: unknown}).Worker;
  });
  const requested = recordRequests(page);
  await page.goto('/');
  await hydrated(page);
  await searchFor(page, 'database');
  expect(page.workers()).toEqual([]);
  expect(requested.some((path) => ENGINE_CHUNK.test(path))).toBe(true);
});

test('when the worker script cannot load, search runs on the main thread', async ({page, guard}) => {
  guard.allow(/assets\/js\/search\.[0-9a-f]+\.js/); // blocked on purpose
  await page.route(WORKER_SCRIPT, (route) => route.abort('failed'));
  const requested = recordRequests(page);
  await page.goto('/');
  await hydrated(page);
  await searchFor(page, 'database');
  expect(requested.some((path) => WORKER_SCRIPT.test(path))).toBe(true);
  expect(requested.some((path) => ENGINE_CHUNK.test(path))).toBe(true);
});

test('clicking a hit navigates within the app', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    (window as {sameDocument?: boolean}).sameDocument = true;
  });
  await searchFor(page, 'installation');
  await page.locator('.DocSearch-Hit a').first().click();
  await expect(page).toHaveURL(/\/getting-started\/installation/);
  await expect(modal(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test('Ctrl+K and / open the modal, Escape closes it', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
});

test('/ typed inside an input does not open the modal', async ({page}) => {
  await page.goto('/search');
  await hydrated(page);
  await page.locator('#search-page-input').fill('a/b');
  await expect(modal(page)).toHaveCount(0);
  await expect(page.locator('#search-page-input')).toHaveValue('a/b');
});

test('results are grouped, highlighted, and Enter goes to the page', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await searchFor(page, 'installation');
  await expect(page.locator('.DocSearch-Hit-source').first()).not.toBeEmpty();
  await expect(page.locator('.DocSearch-Hits mark').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/getting-started\/installation/);
  await expect(modal(page)).toHaveCount(0);
});

test('API names from code blocks are found', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await searchFor(page, 'DatabaseConfig');
});

test('a query that matches nothing shows the no-results screen with a report link', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('zzqxjv');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results found for');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('Believe this query should return results?');
  await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
    'href',
    /github\.com\/markolofsen\/django-cfg\/issues/,
  );
});

test('a failed index request shows the network error screen', async ({page, guard}) => {
  // Blocked on purpose; DocSearch rethrows the transport error after showing its state.
  guard.allow(/search-index\.json|Failed to fetch|Failed to load resource/);
  await page.route('**/search-index.json', (route) => route.abort('failed'));
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('database');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
    'You might want to check your network connection.',
  );
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
});

test('an index the engine cannot read shows the network error screen too', async ({page, guard}) => {
  guard.allow(/Unsupported search index version/); // served on purpose; DocSearch rethrows it
  await page.route('**/search-index.json', (route) => route.fulfill({json: {v: 999}}));
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await input(page).fill('database');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
});

test('the /search page reads q, escapes it, pages results and updates the URL', async ({page}) => {
  await page.goto('/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await hydrated(page);
  await expect(page.locator('h1')).toContainText('<img src=x onerror=alert(1)>');
  expect(await page.locator('main img').count()).toBe(0);
  const field = page.locator('#search-page-input');
  await field.fill('configuration');
  await expect(page).toHaveURL(/[?&]q=configuration/);
  await expect(page.locator('main ol li').first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText('results');
  const next = page.getByRole('button', {name: 'Next'});
  if (await next.isEnabled()) {
    await next.click();
    await expect(page.getByText(/Page 2 of/)).toBeVisible();
  }
});

test('every /search?q= variant names /search as its canonical page, which search engines may index', async ({page}) => {
  await page.goto('/search?q=database');
  await hydrated(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://djangocfg.com/search');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the /search page shows the error texts when the index cannot load', async ({page, guard}) => {
  guard.allow(/search-index\.json|Failed to load resource/); // blocked on purpose
  await page.route('**/search-index.json', (route) => route.abort('failed'));
  await page.goto('/search?q=database');
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
});

test('arrow keys move the selection and Enter lands on the heading anchor', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await searchFor(page, 'connection pool');
  const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
  const first = await selected.textContent();
  await page.keyboard.press('ArrowDown');
  await expect(selected).not.toHaveText(first ?? '');
  const href = await selected.locator('a').getAttribute('href');
  expect(href).toMatch(/#[\w-]+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') ?? ''}$`));
  const anchor = decodeURIComponent(href?.split('#')[1] ?? '');
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

test('a chosen result is remembered as a recent search', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  await searchFor(page, 'telegram');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/telegram/);
  // The navbar and its search button belong to each page: wait for the new page before reopening.
  await expect(page.locator('article h1')).toContainText(/Telegram/i);
  await expect(modal(page)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  await expect(page.locator('.DocSearch-Hits').first()).toContainText(/Telegram/i);
});

/** Scripts requested after this call, by path. */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

test("hovering a hit with an #anchor loads its page's code, as hovering the page's link would", async ({
  page,
  context,
}) => {
  await page.goto('/');
  await hydrated(page);
  await searchFor(page, 'connection pool');
  const href = (await page.locator('.DocSearch-Hit a[href*="#"]').first().getAttribute('href')) ?? '';
  // That very hit, found by its link even if the list re-orders as the last answer lands.
  const hit = page.locator(`.DocSearch-Hit a[href="${href}"]`);
  const path = href.split('#')[0] ?? '';
  expect(path).toMatch(/^\/[\w/-]+$/);

  // What preloading the page itself loads, in another tab in the same state.
  const reference = await context.newPage();
  await reference.goto('/');
  await hydrated(reference);
  await searchFor(reference, 'connection pool');
  const expected = recordScripts(reference);
  await reference.evaluate(async (p) => {
    await window.docusaurus.preload(p);
  }, path);
  expect(expected.length).toBeGreaterThan(0);
  await reference.close();

  // Loaded by the page at any time: an idle prefetch of a visible hit may have fetched some already.
  const loaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  // The hits may re-render once more as the last answer lands (the count follows the query): a hover
  // on a hit that is then replaced preloads nothing, so hover the current hit again until it holds.
  await expect
    .poll(
      async () => {
        await page.mouse.move(0, 0);
        await hit.hover();
        const scripts = await loaded();
        return expected.filter((script) => !scripts.includes(script));
      },
      {message: `chunks of ${path} not preloaded`, timeout: 15_000},
    )
    .toEqual([]);
});
