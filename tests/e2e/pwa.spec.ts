import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

test('the web app manifest describes an installable app', async ({request}) => {
  const manifest = (await (await request.get('/manifest.json')).json()) as {
    name: string;
    display: string;
    theme_color: string;
    icons: {sizes: string; purpose?: string}[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe('#3b82f6');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const src = (icon as unknown as {src: string}).src;
    expect((await request.get(`/${src}`)).status()).toBe(200);
  }
});

test.describe('service worker', () => {
  test('registers in offline mode and precaches pages and the search index', async ({page}) => {
    // The worker is ready once it has installed, that is fetched its whole precache (about 930 files,
    // 12 MB of scripts): 26 to 30 s on a loaded machine in either client mode, beyond the default 30 s.
    test.setTimeout(120_000);
    await page.goto('/getting-started/intro?offlineMode=true');
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    expect(scriptUrl).toContain('/sw.js');
    expect(scriptUrl).toContain('offlineMode');
    const sw = await (await page.request.get('/sw.js')).text();
    expect(sw).toContain('search-index.json');
    expect(sw, 'the search worker script is precached').toMatch(/assets\/js\/search\.[0-9a-f]+\.js/);
  });
});

test.describe('service worker updates', () => {
  // A browser fetches update checks of a service worker itself, so Playwright's routing never sees
  // them. A "new deploy" is played by a small proxy in front of the test server instead, one per test
  // (it is the test's baseURL): it serves the built sw.js as is until `sw.release` is raised, then
  // with one more line, which the browser takes for a new version.
  const sw = {release: 1, served: 0};
  test.use({
    // A browser of their own: in a browser that has just run another test's service worker, the
    // new worker here sometimes stayed waiting, deaf to SKIP_WAITING (about one run in three after
    // the offline-mode test, never on its own), so the result depended on test order.
    page: async ({playwright, launchOptions, baseURL}, provide) => {
      const browser = await playwright.chromium.launch(launchOptions);
      const context = await browser.newContext({baseURL});
      await provide(await context.newPage());
      await browser.close();
    },
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; there are none
    baseURL: async ({}, provide) => {
      sw.release = 1;
      sw.served = 0;
      const upstream = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
      const proxy = createServer((request, response) => {
        void (async () => {
          const path = request.url ?? '/';
          const answer = await fetch(upstream + path, {redirect: 'manual'});
          let body = Buffer.from(await answer.arrayBuffer());
          if (new URL(path, upstream).pathname === '/sw.js' && sw.release > 1) {
            sw.served += 1;
            body = Buffer.concat([body, Buffer.from(`\n// release ${sw.release}\n`)]);
          }
          const headers: Record<string, string> = {};
          for (const name of ['content-type', 'location', 'cache-control']) {
            const value = answer.headers.get(name);
            if (value) headers[name] = value;
          }
          response.writeHead(answer.status, headers).end(body);
        })().catch((error: unknown) => response.writeHead(502).end(String(error)));
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      await provide(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  });

  /** Visits `path` twice, so the page is controlled by release 1, with the site listening for updates. */
  async function controlledVisit(page: Page, path: string) {
    // The site registers its worker after the load event; this marks when it has.
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = async (...args: Parameters<typeof register>) => {
        const registration = await register(...args);
        document.documentElement.dataset.swRegistered = 'true';
        return registration;
      };
    });
    const registered = () => page.waitForFunction(() => document.documentElement.dataset.swRegistered === 'true');
    await page.goto(path);
    await registered();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await registered();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }

  const checkForUpdate = (page: Page) =>
    page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

  test('in offline mode a new version offers Refresh, which reloads under the new service worker', async ({page}) => {
    test.setTimeout(90_000);
    await controlledVisit(page, '/getting-started/intro?offlineMode=true');
    sw.release = 2;
    await checkForUpdate(page);
    const refresh = page.getByRole('button', {name: 'Refresh'});
    await expect(refresh).toBeVisible({timeout: 60_000});
    expect(sw.served).toBeGreaterThan(0);
    await page.evaluate(() => document.documentElement.setAttribute('data-before-refresh', ''));
    await refresh.click();
    await expect(page.locator('html[data-before-refresh]')).toHaveCount(0); // reloaded
    await hydrated(page);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null};
    });
    expect(state).toEqual({waiting: null, controlled: true});
  });

  test('without offline mode a new version takes over without asking', async ({page}) => {
    await controlledVisit(page, '/getting-started/intro');
    const tookOver = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true)),
        ),
    );
    sw.release = 2;
    await checkForUpdate(page);
    expect(await tookOver).toBe(true);
    expect(sw.served).toBeGreaterThan(0);
    await expect(page.getByRole('button', {name: 'Refresh'})).toHaveCount(0);
  });
});
