// Trimmed browser copies of files Docusaurus generates in .docusaurus/. Each is built into every
// page's main bundle, and each carries data only the build or the server render reads.

/**
 * Keys of the site config that only the build reads. The browser copy of the config is
 * `useDocusaurusContext().siteConfig`; no client code reads these (plugin and preset options,
 * head tags the server template injects, Markdown settings the MDX compiler uses).
 */
export const BUILD_ONLY_CONFIG_KEYS = [
  'presets',
  'plugins',
  'themes',
  'headTags',
  'markdown',
  'staticDirectories',
  'scripts',
  'stylesheets',
  'clientModules',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
] as const;

/** `export default <JSON>;` after a comment: the shape of .docusaurus/docusaurus.config.mjs. */
const CONFIG_MODULE = /^([\s\S]*?)export default (\{[\s\S]*\});\s*$/;

export function trimSiteConfig(source: string): string {
  const [, head, json] = CONFIG_MODULE.exec(source) ?? [];
  if (head === undefined || json === undefined)
    throw new Error('lean-client: .docusaurus/docusaurus.config.mjs is not `export default {...};`');
  const buildOnly = new Set<string>(BUILD_ONLY_CONFIG_KEYS);
  const config = Object.fromEntries(
    Object.entries(JSON.parse(json) as Record<string, unknown>).filter(([key]) => !buildOnly.has(key)),
  );
  return `${head}export default ${JSON.stringify(config)};\n`;
}

/**
 * A registry entry is `"<chunk key>": [() => import(<chunk name comment> "path"), "path",
 * require.resolveWeak("path")],`, one per line.
 */
const REGISTRY_ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("(?:[^"\\]|\\.)*")\), \2, require\.resolveWeak\(\2\)\],/gm;

function registryKeys(registry: string): string[] {
  return [...registry.matchAll(REGISTRY_ENTRY)].map(([, key]) => key ?? '');
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

/**
 * Shorter names for the chunk keys that link routesChunkNames.json to registry.js. Docusaurus uses
 * an 8-digit hash per key, which compresses badly and appears several hundred times in the two
 * files; base-36 numbers (the most used key first) are 1-2 characters.
 */
export function shortChunkKeys(registry: string, routesChunkNames: string): Map<string, string> {
  const uses = new Map(registryKeys(registry).map((key) => [key, 0]));
  mapStrings(JSON.parse(routesChunkNames), (key) => {
    const count = uses.get(key);
    if (count !== undefined) uses.set(key, count + 1);
    return key;
  });
  const byUse = [...uses].sort(([a, m], [b, n]) => n - m || a.localeCompare(b)).map(([key]) => key);
  return new Map(byUse.map((key, index) => [key, index.toString(36)]));
}

/**
 * The registry as the browser needs it. The middle path string of each entry is what the server
 * render reports to react-loadable; nothing in the browser reads it, so it becomes "" and the entry
 * keeps its shape. The chunk name comment goes too: a named chunk costs an id-to-name entry in the
 * webpack runtime every page loads, and an unnamed one is still its own chunk, numbered. Keys are
 * renamed with `keys` (see shortChunkKeys).
 */
export function trimRegistry(source: string, keys: ReadonlyMap<string, string>): string {
  let entries = 0;
  const trimmed = source.replace(REGISTRY_ENTRY, (_, key: string, path: string) => {
    entries += 1;
    return `  "${keys.get(key) ?? key}": [() => import(${path}), "", require.resolveWeak(${path})],`;
  });
  if (entries !== source.split('require.resolveWeak(').length - 1)
    throw new Error('lean-client: the shape of .docusaurus/registry.js changed; update trimRegistry');
  return trimmed;
}

/** routesChunkNames.json with the chunk keys renamed as in trimRegistry. */
export function trimRoutesChunkNames(source: string, keys: ReadonlyMap<string, string>): string {
  return JSON.stringify(mapStrings(JSON.parse(source), (key) => keys.get(key) ?? key));
}

interface DocsGlobalData {
  versions?: {docs?: unknown[]}[];
}

/**
 * Every docs plugin instance puts the id, path and sidebar of each of its docs into the global data
 * of every page. In the browser only docs navbar items (doc, docSidebar, docsVersion…) and the docs
 * version banner read those lists, and this site uses none of them (src/theme/NavbarItem/
 * ComponentTypes.ts, src/theme/DocVersionBanner.tsx), so each version's list is emptied.
 */
export function trimGlobalData(source: string): string {
  const data = JSON.parse(source) as Record<string, Record<string, DocsGlobalData> | undefined>;
  for (const instance of Object.values(data['docusaurus-plugin-content-docs'] ?? {}))
    for (const version of instance.versions ?? []) version.docs = [];
  return JSON.stringify(data);
}

/**
 * A route object in routes.js, as Docusaurus formats it: `{`, `path: '<path>',`, its component made
 * from the same path, its other properties, and `}` at the indentation of the opening brace.
 */
const ROUTE =
  /^( *)\{\n\1 {2}path: '((?:[^'\\]|\\.)*)',\n\1 {2}component: ComponentCreator\('\2', '([^']+)'\),?\n([\s\S]*?)^\1\}/gm;

/**
 * Route `i` of the route chunk names' keys, `<path>-<hash>`: its path, and its component made on
 * first use. Core reads `component` only of the routes a location matches; making all of them up
 * front (a react-loadable wrapper each) took 12-29 ms of the main bundle's start-up at 4x CPU.
 */
const ROUTE_HELPER = `import routesChunkNames from '@generated/routesChunkNames';
const keys = Object.keys(routesChunkNames);
const route = (i, properties) => {
  const path = keys[i].slice(0, keys[i].lastIndexOf('-'));
  let component;
  return Object.defineProperties(properties, {
    path: {value: path, enumerable: true},
    component: {get: () => (component ??= ComponentCreator(path, keys[i].slice(path.length + 1))), enumerable: true},
  });
};
`;

/**
 * routes.js writes each path twice, `path: '/x', component: ComponentCreator('/x', 'abc')`, and
 * the route chunk names a third time in their `/x-abc` keys: every page paid for each route's path
 * three times. The copy writes `route(7, {exact: true, …})` with the index of the route's key in
 * the route chunk names. The keys keep their paths because core's prefetch finds a route's chunks
 * by them (see design/performance-round-3.md).
 */
export function trimRoutes(source: string, routesChunkNames: string): string {
  const index = new Map(Object.keys(JSON.parse(routesChunkNames) as object).map((key, i) => [key, i]));
  let routes = 0;
  const rewrite = (code: string): string =>
    code.replace(ROUTE, (whole, indent: string, path: string, hash: string, rest: string) => {
      const i = index.get(`${path}-${hash}`);
      if (i === undefined) return whole;
      routes += 1;
      return `${indent}route(${i}, {\n${rewrite(rest)}${indent}})`;
    });
  const trimmed = rewrite(source).replace(
    /^(import ComponentCreator from '@docusaurus\/ComponentCreator';\n)/m,
    `$1${ROUTE_HELPER}`,
  );
  const withHash = source.match(/ComponentCreator\('(?:[^'\\]|\\.)*', '/g)?.length ?? 0;
  if (routes === 0 || routes !== withHash || !trimmed.includes(ROUTE_HELPER))
    throw new Error('lean-client: the shape of .docusaurus/routes.js changed; update trimRoutes');
  return trimmed;
}

/** The generated modules the browser bundle takes from a trimmed copy: file in .docusaurus/, request. */
export const BROWSER_COPIES = {
  'routes.js': /^@generated\/routes$/,
  'registry.js': /^@generated\/registry$/,
  'routesChunkNames.json': /^@generated\/routesChunkNames$/,
  'docusaurus.config.mjs': /^@generated\/docusaurus\.config$/,
  'globalData.json': /^@generated\/globalData$/,
} as const;

/** The trimmed content of each file in BROWSER_COPIES, given a reader of .docusaurus/ files. */
export function browserCopies(read: (file: string) => string): Record<keyof typeof BROWSER_COPIES, string> {
  const registry = read('registry.js');
  const routesChunkNames = read('routesChunkNames.json');
  const keys = shortChunkKeys(registry, routesChunkNames);
  return {
    'routes.js': trimRoutes(read('routes.js'), routesChunkNames),
    'registry.js': trimRegistry(registry, keys),
    'routesChunkNames.json': trimRoutesChunkNames(routesChunkNames, keys),
    'docusaurus.config.mjs': trimSiteConfig(read('docusaurus.config.mjs')),
    'globalData.json': trimGlobalData(read('globalData.json')),
  };
}
