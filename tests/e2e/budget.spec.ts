// Byte budget: first-load JavaScript, counted the way `npm run bench` counts it (fresh load, link
// prefetching off, gzip -9 sizes of the fetched files read from build/). Bytes only, no timings,
// so it does not flake on a busy machine.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {assetSizes, disablePrefetch, fetchedAssets} from '../../scripts/lib/bench/firstLoad.mjs';
import {expect, hydrated, mainBundle, test} from './fixtures';

/**
 * First-load JS budget of a docs page, gzip bytes (KiB, as Lighthouse counts). Issue 10 set 150 KB
 * at 173 pages; with ~60 more pages a docs page measured 150.4 KB. Issue 19 (round 3b) wrote each
 * route's path once in the browser's route table (-2.6 KB) and loaded the docs plugin's client
 * code once instead of twice (-1.1 KB): 146.7 KB at 263 routes. Round 4 split the route table by
 * docs section, so a page loads the routes of its own section only: 141.9 KB (a stock Docusaurus
 * classic site about 200 KB). Round 5 replaced react-helmet-async in the browser bundle with
 * plugins/lean-client/helmet.ts: 141.4 -> 137.4 KB. Round 6 left core's base-URL banner, React
 * Router's createContext polyfill with prop-types, react-is, hoist-non-react-statics and history's
 * hash and memory histories out of the browser bundle: 134.1 KB. Round 7 left a docs section's docs
 * map (titles, descriptions) out of its version props and the theme components no page renders
 * (EditMetaRow, the unlisted and draft banners) and the site metadata's plugin list out of the
 * browser bundle: 130.3 KB. Round 8 replaced path-to-regexp with a stand-in for literal paths,
 * loaded the mobile menu on its first opening, left MDX's Details out (no page has one) and put a
 * docs page's layout in one chunk: 127.3 KB. Round 9's staged entry (plugins/lean-client/clientEntry.ts)
 * added 0.3 KB: 127.6 KB. Round 10 kept React on its 19.2 line: React DOM 19.3 compiles view
 * transitions and fragment refs into every page (+8.7 KB, used by nothing here): 118.7 KB; the docs
 * route's not-found content on demand (src/theme/DocRoot): 118.2 KB. The guard is the issue's 120 KB.
 * A new page now adds to its own section's table, and to every page's main bundle only if it is
 * outside the docs sections.
 */
const DOCS_PAGE_FIRST_LOAD_JS_GZIP_BUDGET = 120 * 1024;

const DOCS_PAGE = '/fundamentals/configuration/database';
const BLOG_POST = '/blog/django-performance-optimization-guide';

async function firstLoadJs(page: Page, url: string): Promise<{gzip: number; content: number; detail: string}> {
  await page.addInitScript(disablePrefetch);
  const assets = await fetchedAssets(page, url);
  expect(assets.js.length, `no scripts recorded on ${url}`).toBeGreaterThan(0);
  const build = join(__dirname, '../../build');
  const sizes = assetSizes(build, assets);
  // A docs page's or post's own content: the chunk holding the words of its first paragraph (the
  // home page has no Markdown content, so all of its JS counts).
  const paragraph = page.locator('article .markdown > p').first();
  const words =
    (await paragraph.count()) === 0
      ? ''
      : await paragraph.evaluate((p) => p.textContent.match(/[A-Za-z]+(?: [A-Za-z]+){3}/)?.[0] ?? '');
  const content = words ? sizes.files.js.filter((f) => readFileSync(join(build, f.path), 'utf8').includes(words)) : [];
  return {
    gzip: sizes.js.gzip,
    content: content.reduce((sum, f) => sum + f.gzip, 0),
    detail: sizes.files.js.map((f) => `${f.path} ${f.gzip}`).join('\n'),
  };
}

test('a docs page loads at most the first-load JS budget (gzip)', async ({page, baseURL}) => {
  const docs = await firstLoadJs(page, new URL(DOCS_PAGE, baseURL).href);
  expect(docs.gzip, `first-load JS (gzip bytes) of ${DOCS_PAGE}:\n${docs.detail}`).toBeLessThanOrEqual(
    DOCS_PAGE_FIRST_LOAD_JS_GZIP_BUDGET,
  );
});

/**
 * First-load JS budget of the home page, gzip bytes. Its proof sections (issue 33) took it from 102.2
 * to 103.9 KB; their code, captured output and other static parts now ship in the HTML only
 * (src/components/Home/Prerendered): 101.8 KB. A part that returns to the script fails here.
 */
const HOME_FIRST_LOAD_JS_GZIP_BUDGET = 101.9 * 1024;

test('the home page loads at most its first-load JS budget (gzip)', async ({page, baseURL}) => {
  const home = await firstLoadJs(page, new URL('/', baseURL).href);
  expect(home.gzip, `first-load JS (gzip bytes) of /:\n${home.detail}`).toBeLessThanOrEqual(
    HOME_FIRST_LOAD_JS_GZIP_BUDGET,
  );
});

// Issue 19: a blog post and the home page load no more JS than a docs page, beside each page's own
// content (a long post's text and code weigh more than a short doc's, which says nothing of the
// layout code every post loads).
for (const other of ['/', BLOG_POST]) {
  test(`${other} loads at most a docs page's first-load JS (gzip) beside its own content`, async ({
    browser,
    baseURL,
  }) => {
    const measure = async (path: string) => {
      const context = await browser.newContext();
      try {
        return await firstLoadJs(await context.newPage(), new URL(path, baseURL).href);
      } finally {
        await context.close();
      }
    };
    const docs = await measure(DOCS_PAGE);
    const page = await measure(other);
    expect(page.gzip - page.content, `first-load JS (gzip bytes) of ${other}:\n${page.detail}`).toBeLessThanOrEqual(
      docs.gzip - docs.content,
    );
  });
}

/**
 * Code every page's main bundle no longer carries (plugins/lean-client), each by a string only it
 * has: a bundler or dependency update that brings one back fails here rather than in the budget.
 */
const TRIMMED_FROM_MAIN = {
  "React Router's createContext polyfill": '__create-react-context-',
  "prop-types' production shims": 'Calling PropTypes validators directly',
  'hoist-non-react-statics (withRouter only)': 'getDefaultProps',
  'react-is': 'react.async_mode',
  "history's hash history": 'hashbang',
  "history's memory history": 'initialEntries',
  "the site metadata's list of plugin versions": '@docusaurus/plugin-sitemap',
  'path-to-regexp (React Router matches literal paths)': 'to not repeat, but received',
  'the mobile menu (loads when first opened)': 'navbar-sidebar__items',
  "React DOM 19.3's view transitions (package.json keeps React on 19.2)": 'startViewTransition',
};

test('the main bundle leaves out what no page runs', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const code = await mainBundle(page);
  const found = Object.entries(TRIMMED_FROM_MAIN).filter(([, marker]) => code.includes(marker));
  expect(found.map(([what]) => what)).toEqual([]);
});
