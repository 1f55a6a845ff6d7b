import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';

type AlgoliaOptions = AlgoliaThemeConfig['algolia'];
import {env} from './env';

export type SearchBackend = 'local' | 'algolia';

/** What the browser needs to pick a search client; exposed as siteConfig.customFields.search. */
export interface SearchCustomFields {
  readonly backend: SearchBackend;
  readonly indexPath: string;
}

export const searchIndexPath = '/search-index.json';

const hasAlgoliaKeys = Boolean(env.algoliaAppId && env.algoliaSearchApiKey && env.algoliaIndexName);

function chooseBackend(): SearchBackend {
  if (env.searchBackend === 'local') return 'local';
  if (env.searchBackend === 'algolia' && !hasAlgoliaKeys) {
    throw new Error('SEARCH_BACKEND=algolia needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME');
  }
  return hasAlgoliaKeys ? 'algolia' : 'local';
}

export const searchBackend = chooseBackend();

export const searchCustomFields: SearchCustomFields = {backend: searchBackend, indexPath: searchIndexPath};

/**
 * themeConfig.algolia. In local mode the theme's schema still requires ids: 'local' placeholders are
 * never sent anywhere and keep recent-search storage keys apart from Algolia's.
 */
export function algoliaThemeConfig(): AlgoliaOptions {
  const common = {contextualSearch: true, searchPagePath: 'search', insights: false};
  if (searchBackend === 'local') {
    return {...common, appId: 'local', apiKey: 'local', indexName: 'local'};
  }
  const appId = env.algoliaAppId ?? '';
  const apiKey = env.algoliaSearchApiKey ?? '';
  const indexName = env.algoliaIndexName ?? '';
  const askAi = env.algoliaAssistantId ? {askAi: {assistantId: env.algoliaAssistantId, appId, apiKey, indexName}} : {};
  return {...common, appId, apiKey, indexName, ...askAi};
}
