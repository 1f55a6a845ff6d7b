import type {LoadContext, Plugin, PluginConfig, PluginModule, PluginOptions} from '@docusaurus/types';
import {docsSections} from '../src/data/docsSections';
import {docsPlugins} from './docsSections';
import {env} from './env';
import {llmsPageNote, markdownTwinRewrite} from './markdownPlugins';
import {pwa} from './pwa';
import {redirects} from './redirects';
import {searchBackend, searchIndexPath} from './search';
import searchIndexPlugin, {type SearchIndexOptions} from '../plugins/search-index';
import aiDocsPlugin, {type AiDocsOptions} from '../plugins/ai-docs';
import securityHeadersPlugin, {type SecurityHeadersOptions} from '../plugins/security-headers';
import highlightCodePlugin from '../plugins/highlight-code';
import leanClientPlugin from '../plugins/lean-client';
import {leanClientParts, type LeanClientOptions} from '../plugins/lean-client/parts';

/** A local plugin with its options, type-checked against the options the plugin declares. */
function withOptions<Options extends object>(
  plugin: (context: LoadContext, options: Options) => Plugin,
  options: Options,
): PluginConfig {
  // PluginConfig types options as a loose record; the signature above is the real check.
  return [plugin as PluginModule, options as PluginOptions];
}

/**
 * Every plugin beside the classic preset; optional ones only when configured. Local plugins get
 * what they need from config as options and import nothing from config/ or from each other, so
 * any of them can be removed on its own.
 */
export function plugins(siteDir: string): PluginConfig[] {
  const analytics: PluginConfig[] = env.gtagId
    ? [['@docusaurus/plugin-google-gtag', {trackingID: env.gtagId, anonymizeIP: true}]]
    : [];
  const siteRedirects = redirects(siteDir);
  const sections = docsSections.map(({id, label}) => ({id, label}));
  const aiSections = docsSections.map(({id, label, summary}) => ({id, label, summary}));
  const leanClient = leanClientParts(env.leanClient);
  return [
    ...docsPlugins,
    'docusaurus-plugin-sass',
    ['@docusaurus/plugin-pwa', pwa],
    ['@docusaurus/plugin-client-redirects', {redirects: siteRedirects}],
    highlightCodePlugin,
    ...(leanClient ? [withOptions<LeanClientOptions>(leanClientPlugin, leanClient)] : []),
    withOptions<SearchIndexOptions>(searchIndexPlugin, {indexPath: searchIndexPath, sections}),
    withOptions<AiDocsOptions>(aiDocsPlugin, {
      sections: aiSections,
      rewriteMarkdown: markdownTwinRewrite,
      pageNote: llmsPageNote,
      llmsDetails: [
        'A docs MCP server serves the same pages, the search and the configuration reference as typed tools ' +
          '(search_docs, get_page, describe_setting, list_sections) to an editor over stdio; it runs from a ' +
          "clone of this site's repository (mcp/README.md).",
      ],
    }),
    withOptions<SecurityHeadersOptions>(securityHeadersPlugin, {
      redirects: siteRedirects,
      services: {
        ...(searchBackend === 'algolia' ? {algolia: {askAi: Boolean(env.algoliaAssistantId)}} : {}),
        googleTag: Boolean(env.gtagId),
      },
    }),
    ...analytics,
  ];
}
