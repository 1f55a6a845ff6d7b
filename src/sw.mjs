// Service worker extension, bundled into build/sw.js by @docusaurus/plugin-pwa (its `swCustom` option;
// plain JS because the plugin compiles it with Babel only, no TypeScript).
//
// Why: with `trailingSlash: false` pages are built as `<route>.html`, and in offline mode they are
// precached under that name, but the plugin's worker only looks a navigation up as `<route>` and
// `<route>/index.html`. Without this, every page except `/` and the folder redirect pages would fail
// offline.

/** Workbox's precache cache for this scope (workbox-core's `cacheNames.precache`, spelled out to avoid a dependency). */
const precacheName = () => `workbox-precache-v2-${self.registration.scope}`;

/**
 * A precached copy of `path`. Workbox keys revisioned entries as `path?__WB_REVISION__=…`, and the
 * plugin's precache controller, which maps a URL to that key, is not reachable from here.
 */
async function precached(path) {
  const cache = await caches.open(precacheName());
  return cache.match(new URL(path, self.location.origin).href, {ignoreSearch: true});
}

/** @param {{debug: boolean, offlineMode: boolean}} params */
export default function swCustom({debug, offlineMode}) {
  // Online the plugin precaches nothing, and the site must behave exactly as without a worker.
  if (!offlineMode) return;

  // Registered before the plugin's own fetch listener (the plugin awaits this module first).
  self.addEventListener('fetch', (event) => {
    const {request} = event;
    const url = new URL(request.url);
    if (
      request.method !== 'GET' ||
      request.mode !== 'navigate' ||
      url.origin !== self.location.origin ||
      url.pathname.endsWith('/') ||
      /\.[^/]*$/.test(url.pathname)
    ) {
      return; // the plugin's listener (or the browser) handles it
    }
    // The plugin's listener would also call respondWith() for `<route>/index.html`, which throws once a
    // response is promised; so this listener owns these navigations and checks that name too.
    event.stopImmediatePropagation();
    event.respondWith(
      (async () => {
        const page = (await precached(`${url.pathname}.html`)) ?? (await precached(`${url.pathname}/index.html`));
        if (page) return page;
        try {
          return await fetch(request);
        } catch (error) {
          const notFound = await precached('/404.html');
          if (debug) console.log('[sw.mjs] offline and not precached', url.pathname, {error, notFound});
          if (!notFound) throw error;
          return new Response(notFound.body, {status: 404, statusText: 'Not Found', headers: notFound.headers});
        }
      })(),
    );
  });
}
