// Stand-in for @docusaurus/core's client/docusaurus.js: `window.docusaurus`, which Link calls to
// prefetch a route's chunks when the link is visible (or touched) and to preload them on hover.
// Core's prefetch finds a chunk's file by its webpack chunk name, and the trimmed registry has no
// chunk names (../generated-trims/generatedFiles.ts), so with the trims it prefetches nothing. This
// one asks each of the route's imports which chunks it would load, and prefetches those files.
// Preload is core's, through preload.ts.
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import preloadRoute from './preload';
import {loadRouteTables, routePath} from './routeTable';

type ChunkId = string | number;
/** The bundler's runtime (webpack and Rspack alike): `e` loads a chunk, `gca` (core's ChunkAssetPlugin) names its file. */
declare const __webpack_require__: {
  e: (id: ChunkId) => Promise<unknown>;
  gca: (id: ChunkId) => string;
};
interface Connection {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

const fetched = new Set<string>();
const loaded = new Set<string>();

// As core: nothing is fetched ahead on a 2g or data-saver connection.
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/**
 * The files of the chunks an `import()` needs. The import is started with the runtime's chunk
 * loader swapped for one that only records the chunk and never settles, so nothing is fetched or run.
 */
function chunkFiles(load: () => Promise<unknown>): string[] {
  const ensure = __webpack_require__.e;
  const ids: ChunkId[] = [];
  __webpack_require__.e = (id) => {
    ids.push(id);
    return new Promise(() => undefined);
  };
  try {
    load().catch(() => undefined);
  } finally {
    __webpack_require__.e = ensure;
  }
  // A chunk of styles only has no script: its name has no hash (core skips these the same way).
  return ids.map((id) => __webpack_require__.gca(id)).filter((file) => !file.includes('undefined'));
}

/** The registry keys of a route's components and data (leaves of its route chunk names). */
function registryKeys(names: unknown): string[] {
  if (typeof names === 'string') return [names];
  if (names === null || typeof names !== 'object') return [];
  return Object.values(names).flatMap(registryKeys);
}

const requested = new Set<string>();

/** Prefetches a file the page has not fetched yet. */
function prefetchFile(url: string): Promise<void> {
  const absolute = new URL(url, document.baseURI).href;
  if (requested.has(absolute) || performance.getEntriesByName(absolute).length > 0) return Promise.resolve();
  requested.add(absolute);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // A failed prefetch costs nothing: the chunk is requested again when the route is followed.
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** The route's docs section table (loaded when the browser is idle), then its chunks' files. */
function prefetch(path: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(path) || fetched.has(path)) return false;
  fetched.add(path);
  const idle = new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 1),
  );
  return idle
    .then(() => loadRouteTables(routes, path))
    .then(() => {
      const keys = matchRoutes(routes, path).flatMap(({route}) =>
        Object.entries(routesChunkNames)
          .filter(([key]) => routePath(key) === route.path)
          .flatMap(([, names]) => registryKeys(names)),
      );
      const files = new Set(keys.flatMap((key) => (registry[key] ? chunkFiles(registry[key][0]) : [])));
      return Promise.all([...files].map(prefetchFile));
    })
    .catch(() => undefined);
}

function preload(path: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(path)) return false;
  loaded.add(path);
  return preloadRoute(path);
}

export default Object.freeze({prefetch, preload});
