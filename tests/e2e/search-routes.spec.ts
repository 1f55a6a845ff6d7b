// The sitemap and the robots rules agree (issue 16): a built page is either listed in the sitemap,
// or says noindex; never both, never neither. Redirect stubs and the not-found page are neither by
// design. The non-content routes (src/search/nonContentRoutes.ts) follow the choice made there.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {nonContentRoutes} from '../../src/search/nonContentRoutes';
import {sitemapPathnames} from './sitemap';

const build = join(__dirname, '../../build');

const sitemap = new Set(sitemapPathnames);

/** Every built page: its route, whether it says noindex, whether it is a redirect stub. */
const pages = readdirSync(build, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.html') && file !== '404.html')
  .map((file) => {
    const html = readFileSync(join(build, file), 'utf8');
    const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
    return {
      route,
      noindex: /<meta[^>]*name="?robots"?[^>]*content="?[^">]*noindex/i.test(html),
      redirect: /<meta[^>]*http-equiv="?refresh/i.test(html),
    };
  });

test('every page is in the sitemap or noindex, never both', () => {
  expect(pages.length).toBeGreaterThan(100);
  const wrong = pages
    .filter((p) => !p.redirect && sitemap.has(p.route) === p.noindex)
    .map((p) => `${p.route}: ${p.noindex ? 'noindex but in the sitemap' : 'indexable but not in the sitemap'}`);
  expect(wrong).toEqual([]);
});

test('the non-content routes are listed or noindex as src/search/nonContentRoutes.ts says', () => {
  for (const {path, inSitemap} of nonContentRoutes) {
    const page = pages.find((p) => p.route === path);
    expect(page, path).toBeDefined();
    expect(sitemap.has(path), path).toBe(inSitemap);
    expect(page?.noindex, path).toBe(!inSitemap);
  }
});
