import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {searchIndexManifestTransform} from '../plugins/search-index/pwa';

const themeColor = '#3b82f6';

/**
 * WebP images, which the PWA plugin's fixed glob patterns leave out of the precache (they cover png,
 * jpg, gif, svg and ico): listed by hand with a content hash as their revision, so the home page's
 * screenshot shows offline too.
 */
function webpEntries(): {url: string; revision: string}[] {
  const staticDir = path.join(__dirname, '../static');
  return readdirSync(staticDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.webp'))
    .map((file) => ({
      url: `/${file.split(path.sep).join('/')}`,
      revision: createHash('sha256')
        .update(readFileSync(path.join(staticDir, file)))
        .digest('hex')
        .slice(0, 16),
    }));
}

/**
 * Offline-capable app. The service worker precaches only in offline mode (installed app, standalone
 * display, or ?offlineMode=true), as the specification's state machine describes.
 */
export const pwa = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  // Serves precached `<route>.html` pages for `<route>` navigations offline (trailingSlash: false).
  swCustom: path.join(__dirname, '../src/sw.mjs'),
  injectManifestConfig: {
    // Social cards are for link previews, not for reading offline.
    globIgnores: ['img/cards/**'],
    additionalManifestEntries: webpEntries(),
    // The search index is written by another postBuild hook; this waits for it so the index is
    // precached deterministically (postBuild hooks run in parallel).
    manifestTransforms: [searchIndexManifestTransform()],
  },
  pwaHead: [
    {tagName: 'link', rel: 'icon', href: '/img/icons/icon-192.png'},
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: themeColor},
    {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#0b1120'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/icon-192.png'},
  ],
} satisfies Omit<Partial<PwaOptions>, 'injectManifestConfig'> & {
  injectManifestConfig: Partial<PwaOptions['injectManifestConfig']>;
};
