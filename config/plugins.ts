import type {PluginConfig} from '@docusaurus/types';
import {docsPlugins} from './docsSections';
import {env} from './env';
import {pwa} from './pwa';
import {redirects} from './redirects';
import searchIndexPlugin from '../plugins/search-index';
import aiDocsPlugin from '../plugins/ai-docs';
import securityHeadersPlugin from '../plugins/security-headers';
import highlightCodePlugin from '../plugins/highlight-code';
import leanClientPlugin from '../plugins/lean-client';

/** Every plugin beside the classic preset; optional ones only when configured. */
export function plugins(siteDir: string): PluginConfig[] {
  const analytics: PluginConfig[] = env.gtagId
    ? [['@docusaurus/plugin-google-gtag', {trackingID: env.gtagId, anonymizeIP: true}]]
    : [];
  return [
    ...docsPlugins,
    'docusaurus-plugin-sass',
    ['@docusaurus/plugin-pwa', pwa],
    ['@docusaurus/plugin-client-redirects', {redirects: redirects(siteDir)}],
    highlightCodePlugin,
    leanClientPlugin,
    searchIndexPlugin,
    aiDocsPlugin,
    securityHeadersPlugin,
    ...analytics,
  ];
}
