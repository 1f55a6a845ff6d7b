import {expect, test} from './fixtures';

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
