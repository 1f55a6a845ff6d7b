import {describe, expect, it} from 'vitest';
import {algoliaThemeConfig, chooseBackend, searchCustomFields} from './search';

const none = {
  algoliaAppId: undefined,
  algoliaSearchApiKey: undefined,
  algoliaIndexName: undefined,
  algoliaAssistantId: undefined,
  searchBackend: undefined,
};
const keys = {...none, algoliaAppId: 'APP', algoliaSearchApiKey: 'KEY', algoliaIndexName: 'djangocfg'};

describe('search backend selection', () => {
  it('is local with no keys, and never sends the placeholders anywhere', () => {
    expect(chooseBackend(none)).toBe('local');
    expect(algoliaThemeConfig(none)).toMatchObject({
      appId: 'local',
      apiKey: 'local',
      indexName: 'local',
      insights: false,
    });
    expect(algoliaThemeConfig(none)).not.toHaveProperty('askAi');
    expect(searchCustomFields(none)).toEqual({backend: 'local', indexPath: '/search-index.json'});
  });

  it('needs all three Algolia keys', () => {
    expect(chooseBackend({...keys, algoliaIndexName: undefined})).toBe('local');
    expect(chooseBackend(keys)).toBe('algolia');
    expect(algoliaThemeConfig(keys)).toMatchObject({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'djangocfg',
      contextualSearch: true,
    });
  });

  it('adds Ask AI only with an assistant id in Algolia mode', () => {
    expect(algoliaThemeConfig(keys)).not.toHaveProperty('askAi');
    expect(algoliaThemeConfig({...keys, algoliaAssistantId: 'ASSIST'}).askAi).toEqual({
      assistantId: 'ASSIST',
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'djangocfg',
    });
    expect(algoliaThemeConfig({...none, algoliaAssistantId: 'ASSIST'})).not.toHaveProperty('askAi');
  });

  it('honours SEARCH_BACKEND, and refuses algolia without keys', () => {
    expect(chooseBackend({...keys, searchBackend: 'local'})).toBe('local');
    expect(() => chooseBackend({...none, searchBackend: 'algolia'})).toThrow(/ALGOLIA_APP_ID/);
  });
});
