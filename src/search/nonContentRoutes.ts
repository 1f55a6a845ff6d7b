// Pages with no documentation of their own. The one list the local search index
// (plugins/search-index), the Algolia crawler (algolia/crawler.config.js, checked by its test) and
// the sitemap (docusaurus.config.ts) read.

export interface NonContentRoute {
  readonly path: string;
  /**
   * Listed in the sitemap, and indexable by search engines; otherwise the page is `noindex` and left
   * out of the sitemap, so that the two never disagree (tests/e2e/search-routes.spec.ts).
   */
  readonly inSitemap: boolean;
}

export const nonContentRoutes: readonly NonContentRoute[] = [
  // Indexable: every /search?q= variant names /search as its canonical URL, so engines keep one page.
  {path: '/search', inSitemap: true},
  // Meaningful only during an outage; a search engine showing it while the site is up would mislead.
  {path: '/maintenance', inSitemap: false},
];

export const isNonContentRoute = (route: string): boolean => nonContentRoutes.some((r) => r.path === route);

/** The sitemap plugin's ignorePatterns. */
export const sitemapIgnorePatterns: string[] = nonContentRoutes.filter((r) => !r.inSitemap).map((r) => r.path);
