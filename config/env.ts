// The only module that reads process.env. Every variable is optional; each comment says what it
// turns on. Values are read at build time and baked into the static site.

function read(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export const env = {
  /** Canonical origin of the deployed site (sitemap, canonical URLs, feeds, social cards). */
  siteUrl: read('SITE_URL') ?? 'https://djangocfg.com',
  /** Google tag id (G-…): turns on analytics with IP anonymisation. Unset = no analytics code. */
  gtagId: read('GTAG_ID'),
  /** Algolia DocSearch: all three set = the Algolia backend; otherwise the local index is used. */
  algoliaAppId: read('ALGOLIA_APP_ID'),
  algoliaSearchApiKey: read('ALGOLIA_SEARCH_API_KEY'),
  algoliaIndexName: read('ALGOLIA_INDEX_NAME'),
  /** Algolia Ask AI assistant id: adds the Ask AI mode to the search modal (Algolia backend only). */
  algoliaAssistantId: read('ALGOLIA_ASSISTANT_ID'),
  /** `local` or `algolia`: forces a search backend (default: algolia when its keys are set). */
  searchBackend: read('SEARCH_BACKEND'),
  /**
   * `off` builds Docusaurus's stock browser bundle; a comma list such as `-stand-ins,-chunks` turns
   * parts of plugins/lean-client off (its README.md). Unset = every part on.
   */
  leanClient: read('LEAN_CLIENT'),
} as const;
