// CLS 0 (issue 10): nothing on a page moves once drawn, neither while it loads nor when hydration
// adds what only the browser can render (the search key hint, the code block buttons).
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
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

/**
 * Serves the site from `origin`, except that the HTML of `path` is sent as `parts`, `pauseMs` apart:
 * what a slow connection or a busy parser does to a page.
 */
async function slowPageProxy(origin: string, path: string, parts: string[], pauseMs: number): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      if (request.url === path) {
        response.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
        for (const [index, part] of parts.entries()) {
          if (index > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
          response.write(part);
        }
        response.end();
        return;
      }
      const upstream = await fetch(`${origin}${request.url ?? '/'}`);
      response.writeHead(upstream.status, {'content-type': upstream.headers.get('content-type') ?? ''});
      response.end(Buffer.from(await upstream.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test('a page that arrives in parts is first drawn whole, so nothing drawn early moves (config/ssrTemplate.ts)', async ({
  browser,
  baseURL,
  request,
}) => {
  // Split inside the navbar's right-hand group, after its first button: drawn then, the group is
  // one button wide and grows leftwards when the rest arrives.
  const html = await (await request.get(DOCS_PAGE)).text();
  const firstButton = /navbar-button--demo[^]*?<\/a>/.exec(html);
  expect(firstButton, 'the navbar has the Demo button').not.toBeNull();
  const split = (firstButton?.index ?? 0) + (firstButton?.[0].length ?? 0);
  const server = await slowPageProxy(baseURL ?? '', DOCS_PAGE, [html.slice(0, split), html.slice(split)], 800);
  const context = await browser.newContext({viewport: {width: 1350, height: 940}});
  try {
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as {__firstFrameWhole: boolean}).__firstFrameWhole =
          document.getElementById('start-app') !== null;
      });
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${DOCS_PAGE}`);
    await hydrated(page);
    expect
      .soft(await page.evaluate(() => (window as unknown as {__firstFrameWhole: boolean}).__firstFrameWhole))
      .toBe(true);
    expect(await layoutShifts(page)).toEqual([]);
  } finally {
    await context.close();
    server.close();
  }
});
