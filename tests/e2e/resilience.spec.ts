// How the site behaves when things go wrong (SPEC §2 page behaviour, §8 error catalogue): a route
// chunk that fails to load, a page that crashes while rendering, browser storage that throws, no
// JavaScript at all, and no network after an offline-mode visit. Nothing here needs test-only code
// in the site: failures are injected from the browser side (request routing, init scripts).
import type {Page} from '@playwright/test';
import {expect, hydrated, settled, test} from './fixtures';
import {sitemapPathnames} from './sitemap';

/** Marks the current document so a later check can tell whether the page was reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__sameDocument?: boolean}).__sameDocument = true;
  });
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument === true);

test('a route chunk that fails to load during client-side navigation reloads the page on the target URL', async ({
  page,
  guard,
}) => {
  guard.allow(/\/assets\/js\/.*\.js/); // aborted below on purpose
  await page.goto('/getting-started/intro');
  await hydrated(page);
  await settled(page);
  await markDocument(page);

  // From now on every JS chunk request fails, until the browser starts loading a new document.
  let armed = true;
  const aborted: string[] = [];
  await page.route('**/assets/js/*.js', async (route) => {
    if (!armed) return route.fallback();
    aborted.push(new URL(route.request().url()).pathname);
    return route.abort('failed');
  });
  const reload = page.waitForRequest((req) => {
    const hit =
      req.isNavigationRequest() && req.frame() === page.mainFrame() && new URL(req.url()).pathname === '/nextjs-admin';
    if (hit) armed = false;
    return hit;
  });
  // A footer link: out of the viewport, so not prefetched; a synthetic click, so no hover preload.
  await page.locator('footer a[href="/nextjs-admin"]').dispatchEvent('click');

  await reload;
  await expect(page).toHaveURL(/\/nextjs-admin$/);
  await hydrated(page);
  expect(aborted.length, 'the navigation requested at least one route chunk').toBeGreaterThan(0);
  expect(await isSameDocument(page), 'the page was reloaded').toBe(false);
  await expect(page.locator('h1')).toBeVisible();
});

/** The blog post whose page the crash test breaks. */
const CRASHING_POST = '/blog/django-configuration-debt-analysis';

/**
 * Runs in the page, as the `self` of a served chunk: hands the chunk's modules to the bundler's
 * chunk list with one change. The MDX module whose metadata names `permalink` gets a default export
 * that throws while rendering as long as `window.__crashPostRender` is true, and renders the post
 * otherwise. Self-contained: its source is sent to the browser.
 */
function chunkSelfCrashing(permalink: string): Window {
  type Factory = (this: unknown, module: {exports: Record<string, unknown>}, ...rest: unknown[]) => void;
  const page = window as Window & {__crashPostRender?: boolean};
  const wrap = (modules: Record<string, Factory>) => {
    for (const [id, factory] of Object.entries(modules)) {
      modules[id] = function (module, ...rest) {
        factory.call(this, module, ...rest);
        const real = module.exports;
        const Content = real.default;
        if ((real.metadata as {permalink?: string} | undefined)?.permalink !== permalink) return;
        if (typeof Content !== 'function') return;
        const exports: Record<string, unknown> = {};
        for (const key of Object.keys(real).filter((name) => name !== 'default'))
          Object.defineProperty(exports, key, {enumerable: true, get: () => real[key]});
        Object.defineProperty(exports, '__esModule', {value: true});
        Object.defineProperty(exports, 'default', {
          enumerable: true,
          value: function CrashingContent(props: object): unknown {
            if (page.__crashPostRender)
              throw new Error('simulated render failure', {cause: new Error('the root cause')});
            return (Content as (p: object) => unknown)(props);
          },
        });
        module.exports = exports;
      };
    }
  };
  const isChunkList = (key: string | symbol): key is string =>
    typeof key === 'string' && key.startsWith('webpackChunk');
  return new Proxy(window, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (!isChunkList(key) || !Array.isArray(value)) return value;
      return {
        push(payload: [unknown, Record<string, Factory>, ...unknown[]]) {
          wrap(payload[1]);
          return value.push(payload);
        },
      };
    },
    // `self.webpackChunkX = self.webpackChunkX || []` stores the list back: keep the real one.
    set(target, key, value) {
      if (!isChunkList(key) || Array.isArray(value)) Reflect.set(target, key, value);
      return true;
    },
  });
}

test('a page that crashes while rendering shows "This page crashed." and "Try again" recovers it', async ({
  page,
  guard,
}) => {
  // The render error below is thrown on purpose; React reports it on the console.
  guard.allow(/simulated render failure|The above error occurred|error boundary/i);
  // The archive lists posts by title only: no post content renders before the post's own page.
  await page.goto('/blog/archive');
  await hydrated(page);
  // From here on, every bundler chunk that holds an MDX module is served wrapped (see
  // chunkSelfCrashing): only the post's own content module changes, so nothing else can crash.
  // (Routing turns the HTTP cache off, so a chunk prefetched earlier is fetched again through this.)
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!/^(?:"use strict";)?\(self\.webpackChunk/.test(body) || !body.includes('frontMatter:'))
      return route.fulfill({response});
    return route.fulfill({
      response,
      body: `(function (self) {${body}\n}).call(window, (${chunkSelfCrashing.toString()})(${JSON.stringify(CRASHING_POST)}));`,
    });
  });
  await page.evaluate(() => {
    (window as Window & {__crashPostRender?: boolean}).__crashPostRender = true;
  });
  await page.locator(`main a[href="${CRASHING_POST}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${CRASHING_POST}$`));
  const crashed = page.getByRole('heading', {level: 1, name: 'This page crashed.'});
  await expect(crashed).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bblog-post-page\b/);
  await expect(page.locator('main')).toContainText('simulated render failure');
  await expect(page.locator('main')).toContainText('Cause:');
  await expect(page.locator('main')).toContainText('the root cause');
  // The navbar is outside the boundary and still works.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();

  await page.evaluate(() => {
    (window as Window & {__crashPostRender?: boolean}).__crashPostRender = false;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(crashed).toHaveCount(0);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article time')).toBeVisible();
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

test.describe('browser storage', () => {
  /** Collects console warnings and errors; the guard fixture fails the test on any error. */
  function consoleOf(page: Page) {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    return warnings;
  }

  async function siteStillWorks(page: Page): Promise<void> {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('h1').first()).toBeVisible();
    // Dismissing the announcement bar writes to storage.
    await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);

    await page.goto('/fundamentals/database/multi-database');
    await hydrated(page);
    await expect(page.locator('article h1')).toBeVisible();
    // Client-side navigation through the sidebar (docs version preference is read and stored).
    await page.locator('.theme-doc-sidebar-menu a[href="/fundamentals/database/routing"]').click();
    await expect(page).toHaveURL(/\/fundamentals\/database\/routing$/);
    await expect(page.locator('article h1')).toBeVisible();

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('database');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/search?q=database');
    await hydrated(page);
    await expect(page.locator('main ol li').first()).toBeVisible();
  }

  test('when every storage call throws, the site works and only warnings are logged', async ({page}) => {
    await page.addInitScript(() => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, {
          configurable: true,
          value() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const warnings = consoleOf(page);
    await siteStillWorks(page);
    expect(warnings.length, 'the storage failures are reported as warnings').toBeGreaterThan(0);
  });

  test('when storage is unavailable, the site works and only warnings are logged', async ({page}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }
    });
    const warnings = consoleOf(page);
    await siteStillWorks(page);
    expect(warnings.some((w) => /storage/i.test(w))).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  const SECTIONS = [
    'getting-started',
    'fundamentals',
    'features',
    'ai-agents',
    'cli',
    'api',
    'deployment',
    'guides',
    'business',
  ];
  const docsPaths = sitemapPathnames.filter((path) => SECTIONS.includes(path.split('/')[1] ?? ''));
  const CHUNK = 40;

  test('the sitemap has the docs pages', () => {
    expect(docsPaths.length).toBeGreaterThan(100);
  });

  for (let start = 0; start < docsPaths.length; start += CHUNK) {
    const chunk = docsPaths.slice(start, start + CHUNK);
    test(`docs pages ${start + 1}–${start + chunk.length} are readable`, async ({page}) => {
      test.setTimeout(90_000);
      const unreadable: string[] = [];
      for (const path of chunk) {
        await page.goto(path);
        const generated = /\/(tags|category)(\/|$)/.test(path);
        const h1 = page.locator('main h1').first();
        const text = (await page.locator('main article, main').first().innerText()).trim();
        if (!(await h1.isVisible())) unreadable.push(`${path}: no visible h1`);
        // Generated tag and category pages are lists of links; written pages have real text.
        else if (text.length < (generated ? 40 : 300))
          unreadable.push(`${path}: only ${text.length} characters of text`);
      }
      expect(unreadable).toEqual([]);
    });
  }

  test('a blog post is readable', async ({page}) => {
    await page.goto('/blog/django-configuration-debt-analysis');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article time')).toBeVisible();
    expect((await page.locator('article').innerText()).length).toBeGreaterThan(1500);
  });
});

test('offline after one visit: pages reload from the precache and local search still finds hits', async ({
  page,
  context,
  guard,
}) => {
  test.setTimeout(120_000);
  await page.goto('/?offlineMode=true');
  await hydrated(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Wait for the precache to hold the pages, the search index and the scripts.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
          }
          const has = (re: RegExp) => urls.some((u) => re.test(u));
          return (
            has(/^\/index\.html$|^\/$/) &&
            has(/^\/getting-started\/installation(\.html)?$/) &&
            has(/^\/search-index\.json$/) &&
            urls.filter((u) => u.startsWith('/assets/js/')).length > 20
          );
        }),
      {timeout: 90_000, intervals: [500, 1000, 2000]},
    )
    .toBe(true);
  // Navigations in the worker's scope go to it once it is activated, whether this page is controlled or not.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {timeout: 15_000})
    .toBe('activated');

  // A deep docs page read while online, before the network goes away. The query string keeps offline
  // mode on: a page loaded without it registers the online worker, which replaces this one at once.
  const deepPage = '/fundamentals/database/multi-database';
  await page.goto(`${deepPage}?offlineMode=true`);
  await hydrated(page);

  await context.setOffline(true);
  // Offline, the page's service worker registration cannot fetch sw.js to check for an update; SPEC §8:
  // a registration failure is logged only.
  guard.allow(/registerSW failed|An unknown error occurred when fetching the script/);

  // Pages are precached as `<route>.html` (trailingSlash: false); the worker answers `<route>` with them.
  // Chromium's offline emulation does not always cover requests the worker passes on to the network, so
  // where each page came from is checked. (Routing requests here would make Chromium bypass the worker.)
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), 'the deep docs page came from the service worker').toBe(true);
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`${deepPage}\\?offlineMode=true$`));
  await expect(page.locator('article h1')).toBeVisible();

  const home = await page.goto('/');
  expect(home?.fromServiceWorker(), 'the home page came from the service worker').toBe(true);
  await hydrated(page);
  await expect(page.locator('h1').first()).toBeVisible();

  // A docs page never visited before, loaded as a new document.
  const docs = await page.goto('/getting-started/installation');
  expect(docs?.fromServiceWorker(), 'the unvisited docs page came from the service worker').toBe(true);
  await hydrated(page);
  await expect(page.locator('article h1')).toBeVisible();

  // The search index and the search worker's script are precached too: local search answers offline,
  // from the worker (a worker that failed to load would have been dropped for the main-thread engine).
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('database');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(page.workers().map((w) => new URL(w.url()).pathname)).toContainEqual(
    expect.stringMatching(/^\/assets\/js\/search\.[0-9a-f]+\.js$/),
  );
  await page.keyboard.press('Escape');

  // A page that is not precached gets the 404 page, from the precache when the network is really gone.
  guard.allow(/status of 404/);
  const missing = await page.goto('/no-such-page-offline');
  expect(missing?.fromServiceWorker(), 'the 404 page came from the service worker').toBe(true);
  expect(missing?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await context.setOffline(false);
});
