// Algolia Crawler configuration for djangocfg.com (paste into the Crawler editor of the Algolia
// dashboard, which fills in appId and apiKey for your application). It produces the same records
// as the site's local index (plugins/search-index): one per heading section, lvl0 = docs section,
// facets language and docusaurus_tag, so contextual search behaves the same in both backends.
// Keys are never committed: the site reads ALGOLIA_* from the environment at build time.

const SITE = 'https://djangocfg.com';

/**
 * Pages with no documentation of their own: the list in src/search/nonContentRoutes.ts, which the
 * local index and the sitemap read. This file is pasted into Algolia and cannot import it;
 * src/search/nonContentRoutes.test.ts runs this file and fails when the two differ.
 */
const NON_CONTENT_ROUTES = ['/search', '/maintenance'];

/** docs-<pluginId>-<version> → the section label shown as the result group (see src/data/docsSections.ts). */
const SECTION_LABELS = {
  'getting-started': 'Getting Started',
  fundamentals: 'Fundamentals',
  features: 'Features',
  'ai-agents': 'AI Agents',
  cli: 'CLI',
  api: 'API',
  deployment: 'Deployment',
  guides: 'Guides',
  business: 'Business',
};

new Crawler({
  appId: '',
  apiKey: '',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: [`${SITE}/`],
  sitemaps: [`${SITE}/sitemap.xml`],
  discoveryPatterns: [`${SITE}/**`],
  // Listing pages repeat other pages; non-content pages have nothing of their own to find.
  exclusionPatterns: [
    ...NON_CONTENT_ROUTES.flatMap((route) => [`${SITE}${route}`, `${SITE}${route}?**`]),
    `${SITE}/blog/tags/**`,
    `${SITE}/blog/page/**`,
    `${SITE}/*/tags/**`,
    `${SITE}/*/category/**`,
  ],
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: 'djangocfg',
      pathsToMatch: [`${SITE}/**`],
      recordExtractor: ({$, helpers}) => {
        const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') || 'default';
        const section = /^docs-(.+)-[^-]+$/.exec(tag);
        const path = new URL($('link[rel="canonical"]').attr('href') || SITE).pathname;
        const lvl0 = section
          ? SECTION_LABELS[section[1]] || 'Documentation'
          : path.startsWith('/blog/')
            ? 'Blog'
            : 'Pages';
        // Chrome and widgets carry no content of their own.
        $(
          '.hash-link, .theme-doc-toc-mobile, .theme-doc-footer, .pagination-nav, .docusaurus-mermaid-container, nav, button',
        ).remove();
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['article header h1', 'article h1', 'main h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5',
            lvl6: 'article h6',
            content: 'article .markdown p, article .markdown li, article .markdown td, article .markdown dd, main p',
            language: {selectors: '', defaultValue: $('meta[name="docsearch:language"]').attr('content') || 'en'},
            docusaurus_tag: {selectors: '', defaultValue: tag},
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    djangocfg: {
      attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
