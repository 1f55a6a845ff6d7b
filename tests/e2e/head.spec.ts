// The document head after hydration and after each client-side navigation is the head the server
// wrote for that page: title, every tag the theme's <Head>s manage (data-rh), <html> and <body>
// attributes. The browser bundle swaps react-helmet-async for plugins/lean-client/helmet.ts; the
// server render keeps react-helmet-async, so the served HTML is the reference.
import type {Page} from '@playwright/test';
import {expect, hydrated, mainBundle, test} from './fixtures';

interface HeadSnapshot {
  /** What <Head>s write. */
  state: HeadState;
  /** The page template's own head tags, described as in `managed`; sorted. */
  template: string[];
}

interface HeadState {
  title: string;
  /** <html> attributes written from <Head>s, by name. */
  html: Record<string, string>;
  bodyClass: string;
  /** Each managed tag (data-rh, except <title>) as its name, sorted attributes and text; sorted. */
  managed: string[];
}

/**
 * <html> attributes that client code sets outside <Head>: the colour mode and announcement bar
 * (the template's inline script), react-helmet-async's bookkeeping, and data-has-hydrated (server "false",
 * checked separately).
 */
const CLIENT_HTML_ATTRIBUTES = [
  'data-theme',
  'data-theme-choice',
  'data-announcement-bar-initially-dismissed',
  'data-rh',
  'data-has-hydrated',
];

/** Snapshots the live document, or, given HTML, that HTML parsed. Runs in the page. */
function snapshotHead({html, clientAttributes}: {html: string | null; clientAttributes: string[]}): HeadSnapshot {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  // The HTML minifier sorts JSON-LD keys, so structured data is compared as sorted JSON.
  const sortKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortKeys)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, sortKeys(v)]),
          )
        : value;
  const text = (element: Element) =>
    element.getAttribute('type') === 'application/ld+json'
      ? JSON.stringify(sortKeys(JSON.parse(element.textContent)))
      : element.textContent;
  const describe = (element: Element) =>
    [
      element.localName,
      ...[...element.attributes]
        .filter((a) => a.name !== 'data-rh')
        .map((a) => `${a.name}=${a.value}`)
        .sort(),
      text(element),
    ].join(' ');
  const headTags = [...doc.head.children].filter((e) => e.localName !== 'title');
  return {
    state: {
      title: doc.title,
      html: Object.fromEntries(
        [...doc.documentElement.attributes]
          .filter((a) => !clientAttributes.includes(a.name))
          .map((a) => [a.name, a.value]),
      ),
      bodyClass: doc.body.className,
      managed: headTags
        .filter((e) => e.hasAttribute('data-rh'))
        .map(describe)
        .sort(),
    },
    template: headTags
      .filter((e) => !e.hasAttribute('data-rh'))
      .map(describe)
      .sort(),
  };
}

/**
 * Head tags only the server renders: core's base-URL banner script on the home page (rendered when
 * there is no DOM; on a working site the client removes it, with react-helmet-async too).
 */
const SERVER_ONLY = /__docusaurus-base-url-issue-banner/;

async function expectServerHead(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  const served = await page.request.get(path);
  expect(served.ok()).toBe(true);
  const server = await page.evaluate(snapshotHead, {
    html: await served.text(),
    clientAttributes: CLIENT_HTML_ATTRIBUTES,
  });
  expect(server.state.managed.length, `managed tags in the HTML of ${path}`).toBeGreaterThan(5);
  const expected = {...server.state, managed: server.state.managed.filter((tag) => !SERVER_ONLY.test(tag))};
  const live = () => page.evaluate(snapshotHead, {html: null, clientAttributes: CLIENT_HTML_ATTRIBUTES});
  // The head is written after the render commits; poll until it settles.
  await expect.poll(async () => (await live()).state, `head of ${path}`).toEqual(expected);
  // The template's own tags stay (the live head has more: prefetch links, chunk scripts).
  const {template} = await live();
  expect(
    server.template.filter((tag) => !template.includes(tag)),
    `template tags lost on ${path}`,
  ).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe('true');
  expect(await page.evaluate(() => 'sameDocument' in window), 'navigation stayed client-side').toBe(true);
}

/** Follows the first link to `href` in the page (with the router, as a click would). */
async function follow(page: Page, href: string): Promise<void> {
  await page.locator(`a[href="${href}"]`).first().dispatchEvent('click', {button: 0});
  await expectServerHead(page, href);
}

test('the head matches the served HTML after hydration and after each client-side navigation', async ({page}) => {
  test.setTimeout(90_000);
  await page.goto('/search');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await expectServerHead(page, '/search');

  await follow(page, '/blog');
  const post = await page.locator('article h2 a[href^="/blog/"]').first().getAttribute('href');
  expect(post).toMatch(/^\/blog\/[a-z0-9-]+$/);
  await follow(page, post ?? '');
  await follow(page, '/');
  await follow(page, '/features/integrations/grpc');
  await follow(page, '/features/tags/async');

  // Back through the same pages (popstate), to the page loaded first.
  for (const path of ['/features/integrations/grpc', '/', post ?? '', '/blog', '/search']) {
    await page.goBack();
    await expectServerHead(page, path);
  }
});

/**
 * Records, from the end of parsing, the server's managed head tags and every change to <title>;
 * reads back, once hydrated, the tags removed and written again and the titles shown in between.
 */
function recordHeadWrites(): void {
  document.addEventListener('DOMContentLoaded', () => {
    const served = [...document.head.querySelectorAll('[data-rh]:not(title)')];
    const titles: string[] = [];
    new MutationObserver(() => titles.push(document.title)).observe(document.querySelector('title') ?? document.head, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    Object.assign(window, {
      headWrites: () => ({
        titles,
        rewritten: served
          .filter((tag) => !tag.isConnected && [...document.head.children].some((live) => live.isEqualNode(tag)))
          .map((tag) => tag.outerHTML.slice(0, 120)),
      }),
    });
  });
}

// react-helmet-async wrote the head in an animation frame, which could fall between two slices of
// the (concurrent) hydration: the title flashed to the site name and most tags went and came back.
test('hydration leaves the served head as it is: no title change, no tag removed and written again', async ({page}) => {
  await page.addInitScript(recordHeadWrites);
  for (const path of [
    '/fundamentals/configuration/database',
    '/',
    '/blog/django-performance-optimization-guide',
    '/search',
  ]) {
    await page.goto(path);
    await hydrated(page);
    // Two frames: an update queued for the next frame has run by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const writes = await page.evaluate(() => (window as unknown as {headWrites: () => unknown}).headWrites());
    expect(writes, `head writes while ${path} hydrated`).toEqual({titles: [], rewritten: []});
  }
});

// Core's base-URL banner: the server writes its script into the home page's head, the script
// inserts the banner whenever the app has not started by DOMContentLoaded (every load here: the
// scripts start after the first paint), and core's stylesheet hides it. The browser bundle has a
// stand-in that renders nothing, as core's did in the browser (plugins/lean-client).
test('the home page keeps the server-only base-URL banner script and its banner stays hidden', async ({page}) => {
  const html = await (await page.request.get('/')).text();
  const servedHead = html.slice(0, html.indexOf('</head>'));
  expect(SERVER_ONLY.test(servedHead), 'the banner script in the served head').toBe(true);
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeHidden();
  expect(
    await page.locator('head script:not([src])').evaluateAll((scripts) => scripts.map((s) => s.textContent)),
  ).not.toContainEqual(expect.stringMatching(SERVER_ONLY));
  const bundle = await mainBundle(page);
  expect(SERVER_ONLY.test(bundle), 'the banner in the browser bundle').toBe(false);
});
