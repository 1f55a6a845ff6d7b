import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {env} from './env';

type AlgoliaOptions = AlgoliaThemeConfig['algolia'];
type SearchEnv = Pick<
  typeof env,
  'algoliaAppId' | 'algoliaSearchApiKey' | 'algoliaIndexName' | 'algoliaAssistantId' | 'searchBackend'
>;

export type SearchBackend = 'local' | 'algolia';

/** What the browser needs to pick a search client; exposed as siteConfig.customFields.search. */
export interface SearchCustomFields {
  readonly backend: SearchBackend;
  readonly indexPath: string;
}

export const searchIndexPath = '/search-index.json';

/** Routes the sitemap leaves out: the non-content pages that are noindex (src/search/nonContentRoutes.ts). */
export {sitemapIgnorePatterns} from '../src/search/nonContentRoutes';

/** Algolia when its three keys are set (or SEARCH_BACKEND says so), else the local index. */
export function chooseBackend(e: SearchEnv): SearchBackend {
  const hasKeys = Boolean(e.algoliaAppId && e.algoliaSearchApiKey && e.algoliaIndexName);
  if (e.searchBackend === 'local') return 'local';
  if (e.searchBackend === 'algolia' && !hasKeys) {
    throw new Error('SEARCH_BACKEND=algolia needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME');
  }
  return hasKeys ? 'algolia' : 'local';
}

/**
 * themeConfig.algolia. In local mode the theme's schema still requires ids: 'local' placeholders are
 * never sent anywhere and keep recent-search storage keys apart from Algolia's. Ask AI exists only
 * in Algolia mode with an assistant id.
 */
export function algoliaThemeConfig(e: SearchEnv = env): AlgoliaOptions {
  const common = {contextualSearch: true, searchPagePath: 'search', insights: false};
  if (chooseBackend(e) === 'local') {
    return {...common, appId: 'local', apiKey: 'local', indexName: 'local'};
  }
  const appId = e.algoliaAppId ?? '';
  const apiKey = e.algoliaSearchApiKey ?? '';
  const indexName = e.algoliaIndexName ?? '';
  const askAi = e.algoliaAssistantId ? {askAi: {assistantId: e.algoliaAssistantId, appId, apiKey, indexName}} : {};
  return {...common, appId, apiKey, indexName, ...askAi};
}

export function searchCustomFields(e: SearchEnv = env): SearchCustomFields {
  return {backend: chooseBackend(e), indexPath: searchIndexPath};
}

/** The backend of this build (from the environment). */
export const searchBackend: SearchBackend = chooseBackend(env);
