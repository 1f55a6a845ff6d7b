// First-load JS and CSS of a page: the script and stylesheet responses of a fresh load with link
// prefetching off, sized from the files in build/. Shared by scripts/bench.mjs and
// tests/e2e/budget.spec.ts so both count the same bytes.
import {join} from 'node:path';
import {fileSizes, totalSizes} from './sizes.mjs';

/**
 * Docusaurus skips viewport/hover prefetching when navigator.connection.saveData is true
 * (@docusaurus/core client/docusaurus.js isSlowConnection). Pass to page.addInitScript().
 */
export function disablePrefetch() {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: {saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {}},
  });
}

/**
 * Loads `url` in a fresh page (the caller must have added disablePrefetch as an init script) and
 * returns the same-origin paths of the scripts and stylesheets it fetched, once the network is idle.
 */
export async function fetchedAssets(page, url) {
  const origin = new URL(url).origin;
  const js = new Set();
  const css = new Set();
  const onResponse = (response) => {
    const request = response.request();
    const u = new URL(response.url());
    if (u.origin !== origin || response.status() >= 400) return;
    const type = request.resourceType();
    if (type === 'script' || u.pathname.endsWith('.js')) js.add(u.pathname);
    else if (type === 'stylesheet' || u.pathname.endsWith('.css')) css.add(u.pathname);
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, {waitUntil: 'networkidle'});
    await page
      .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout: 15_000})
      .catch(() => {});
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  return {js: [...js].sort(), css: [...css].sort()};
}

/** Sizes of fetched asset paths, read from the build directory. */
export function assetSizes(buildDir, assets) {
  const files = (paths) => paths.map((p) => join(buildDir, decodeURIComponent(p)));
  return {
    js: totalSizes(files(assets.js)),
    css: totalSizes(files(assets.css)),
    files: {
      js: assets.js.map((p) => ({path: p, ...fileSizes(join(buildDir, p))})),
      css: assets.css.map((p) => ({path: p, ...fileSizes(join(buildDir, p))})),
    },
  };
}
