// Every URL of build/sitemap.xml loads in the browser, answers 200, hydrates, and logs no console
// error and makes no failed or foreign request (the fixtures fail the test on those; this spec also
// names the URL each problem came from). URLs run in chunks so each test reuses one page.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, hydrated, test} from './fixtures';

const CHUNK = 25;

const sitemap = readFileSync(join(__dirname, '../../build/sitemap.xml'), 'utf8');
/** Sitemap URLs as paths, so they load from the test server whatever origin the build was made for. */
const paths = [...sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
  const url = new URL((m[1] ?? '').replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
});

test('the sitemap lists the site', () => {
  expect(paths.length).toBeGreaterThan(100);
  for (const route of ['/', '/blog', '/getting-started/intro', '/nextjs-admin']) expect(paths).toContain(route);
  expect(new Set(paths).size, 'duplicate sitemap entries').toBe(paths.length);
});

test.describe('every sitemap URL', () => {
  test.describe.configure({mode: 'parallel'});

  for (let start = 0; start < paths.length; start += CHUNK) {
    const chunk = paths.slice(start, start + CHUNK);
    test(`${start + 1}–${start + chunk.length} of ${paths.length} (${chunk[0] ?? ''} …)`, async ({page, baseURL}) => {
      test.setTimeout(120_000);
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      let current = '';
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`${current}: console ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`${current}: page error ${err.message}`));
      page.on('requestfailed', (req) => {
        const reason = req.failure()?.errorText ?? '';
        if (reason !== 'net::ERR_ABORTED') problems.push(`${current}: failed request ${req.url()} ${reason}`);
      });
      page.on('request', (req) => {
        if (!req.url().startsWith(origin) && !/^(data|blob):/.test(req.url()))
          problems.push(`${current}: foreign request ${req.url()}`);
      });
      for (const path of chunk) {
        current = path;
        const response = await page.goto(path, {waitUntil: 'domcontentloaded'});
        if (!response?.ok()) problems.push(`${path}: HTTP ${response?.status() ?? 'no response'}`);
        await hydrated(page);
        // The page rendered its own content, not the not-found page.
        await expect(page.locator('main').first(), path).toBeVisible();
        expect(new URL(page.url()).pathname, `${path} redirected`).toBe(path.split('?')[0]);
      }
      expect(problems).toEqual([]);
    });
  }
});
