// Trimmed browser copies of files Docusaurus generates in .docusaurus/. Each is built into every
// page's main bundle, and each carries data only the build or the server render reads.

/**
 * Keys of the site config that only the build reads. The browser copy of the config is
 * `useDocusaurusContext().siteConfig`; no client code reads these (plugin and preset options,
 * head tags and the page template the server render uses, Markdown settings the MDX compiler uses).
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
  'ssrTemplate',
] as const;

/**
 * The one `future` flag browser code reads (core's clientEntry, Link and useBaseUrl); the others
 * (v4 defaults, the faster bundler options) configure the build.
 */
export const BROWSER_FUTURE_KEYS = ['experimental_router'] as const;

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
  const future = config['future'] as Record<string, unknown> | undefined;
  if (future)
    config['future'] = Object.fromEntries(
      BROWSER_FUTURE_KEYS.filter((key) => key in future).map((k) => [k, future[k]]),
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
 * The site metadata (\`useDocusaurusContext().siteMetadata\`) lists the name and version of every
 * plugin and theme. In the browser only the debug plugin's page reads that list (this site does not
 * use the plugin); the Algolia search reads \`docusaurusVersion\`, kept with \`siteVersion\`.
 */
export function trimSiteMetadata(source: string): string {
  return JSON.stringify({...(JSON.parse(source) as Record<string, unknown>), pluginVersions: {}});
}

/**
 * A route object in routes.js, as Docusaurus formats it: `{`, `path: '<path>',`, its component made
 * from the same path, its other properties, and `}` at the indentation of the opening brace.
 */
const ROUTE =
  /^( *)\{\n\1 {2}path: '((?:[^'\\]|\\.)*)',\n\1 {2}component: ComponentCreator\('\2', '([^']+)'\),?\n([\s\S]*?)^\1\}/gm;

/** A top-level route with child routes (each docs plugin's root): path, hash and the child routes. */
const SECTION =
  /^ {2}\{\n {4}path: '((?:[^'\\]|\\.)*)',\n {4}component: ComponentCreator\('\1', '([^']+)'\),\n {4}routes: \[\n([\s\S]*?)^ {4}\]\n {2}\}/gm;

/** A trimmed registry entry (see trimRegistry) and its line break: key, entry. */
const TRIMMED_REGISTRY_ENTRY =
  /^ {2}"([^"]+)": (\[\(\) => import\(("(?:[^"\\]|\\.)*")\), "", require\.resolveWeak\(\3\)\]),?\n?/gm;

/** The route keys (`<path>-<hash>`) of the routes a piece of routes.js makes. */
function routeKeys(code: string): string[] {
  return [...code.matchAll(/ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']+)'\)/g)].map(
    ([, path, hash]) => `${path}-${hash}`,
  );
}

/** Every string leaf of a route's chunk names: the registry keys it loads. */
function chunkKeysOf(chunkNames: unknown): string[] {
  const found: string[] = [];
  mapStrings(chunkNames, (key) => {
    found.push(key);
    return key;
  });
  return found;
}

/** A browser copy of routes.js, or a section's route table: a module that builds routes with `route(i, …)`. */
function rewriteRoutes(code: string, names: readonly string[]): {code: string; routes: number} {
  const index = new Map(names.map((key, i) => [key, i]));
  let routes = 0;
  const rewrite = (text: string): string =>
    text.replace(ROUTE, (whole, indent: string, path: string, hash: string, rest: string) => {
      const i = index.get(`${path}-${hash}`);
      if (i === undefined) return whole;
      routes += 1;
      return `${indent}route(${i}, {\n${rewrite(rest)}${indent}})`;
    });
  return {code: rewrite(code), routes};
}

/** The browser's route table: main's routes.js, registry and route chunk names, and one module per section. */
export interface SplitRoutes {
  routes: string;
  registry: string;
  routesChunkNames: string;
  /** File name (next to routes.js) to the module holding that section's child routes. */
  sections: Record<string, string>;
}

/**
 * Splits the route table by docs section and writes each path once.
 *
 * routes.js writes each path twice, `path: '/x', component: ComponentCreator('/x', 'abc')`, and the
 * route chunk names a third time in their `/x-abc` keys. The copies write `route(7, {exact: true})`
 * with the index of the route's key in the route chunk names, whose keys keep their paths because
 * core's prefetch finds a route's chunks by them (see design/log/performance-round-3.md).
 *
 * Each docs section's child routes (its pages), their route chunk names and the registry entries
 * only they use move to a module of their own, `routes-<n>.js`, which the section's root route
 * loads on demand (../route-runtime/routeTable.ts `lazyRoutes`; ../route-runtime/preload.ts loads
 * it before a page of the section renders). The main bundle keeps the other routes and the sections' roots: a page loads the table
 * of its own section only (design/log/performance-round-4.md).
 *
 * `runtime` is the import path of routeTable.ts. Registry and route chunk names must have the short
 * keys already (trimRegistry, trimRoutesChunkNames).
 */
export function splitRoutes(source: string, registry: string, routesChunkNames: string, runtime: string): SplitRoutes {
  const chunkNames = JSON.parse(routesChunkNames) as Record<string, unknown>;
  const sections = [...source.matchAll(SECTION)].map(([whole, path, hash, children], n) => ({
    whole,
    root: `${path}-${hash}`,
    children: children ?? '',
    file: `routes-${n}.js`,
    keys: new Set(routeKeys(children ?? '')),
  }));
  // A registry entry moves to a section when no route outside that section uses it.
  const owners = new Map<string, Set<string>>();
  for (const [key, names] of Object.entries(chunkNames)) {
    const owner = sections.find((section) => section.keys.has(key))?.file ?? '';
    for (const chunk of chunkKeysOf(names)) owners.set(chunk, (owners.get(chunk) ?? new Set()).add(owner));
  }
  const ownerOf = (chunk: string): string => {
    const set = owners.get(chunk);
    return set?.size === 1 ? ([...set][0] ?? '') : '';
  };
  const registryLines = new Map<string, string[]>();
  const mainRegistry = registry.replace(TRIMMED_REGISTRY_ENTRY, (line, key: string, entry: string) => {
    const owner = ownerOf(key);
    if (owner === '') return line;
    registryLines.set(owner, [...(registryLines.get(owner) ?? []), `  "${key}": ${entry},`]);
    return '';
  });
  const inSection = new Set(sections.flatMap((section) => [...section.keys]));
  const mainNames = Object.keys(chunkNames).filter((key) => !inSection.has(key));
  const mainIndex = new Map(mainNames.map((key, i) => [key, i]));

  let routes = 0;
  const withLazySections = sections.reduce((code, section) => {
    const i = mainIndex.get(section.root);
    if (i === undefined) return code;
    routes += 1;
    return code.replace(
      section.whole,
      `  lazyRoutes(route(${i}, {}), () => import(${JSON.stringify(`./${section.file}`)}))`,
    );
  }, source);
  const main = rewriteRoutes(withLazySections, mainNames);
  routes += main.routes;

  const imports = (what: string) =>
    `import ComponentCreator from '@docusaurus/ComponentCreator';\n` +
    `import routesChunkNames from '@generated/routesChunkNames';\n` +
    `import {${what}} from ${JSON.stringify(runtime)};\n`;
  const sectionFiles = Object.fromEntries(
    sections.map((section) => {
      const names = [...section.keys];
      const table = rewriteRoutes(section.children, names);
      routes += table.routes;
      const own = Object.fromEntries(names.map((key) => [key, chunkNames[key]]));
      const code =
        imports('routeMaker') +
        `import registry from '@generated/registry';\n` +
        `const names = ${JSON.stringify(own)};\n` +
        `Object.assign(routesChunkNames, names);\n` +
        `Object.assign(registry, {\n${(registryLines.get(section.file) ?? []).join('\n')}\n});\n` +
        `const route = routeMaker(names, ComponentCreator);\n` +
        `export default [\n${table.code}];\n`;
      return [section.file, code];
    }),
  );
  const trimmed = main.code.replace(
    /^import ComponentCreator from '@docusaurus\/ComponentCreator';\n/m,
    `${imports('routeMaker, lazyRoutes')}const route = routeMaker(routesChunkNames, ComponentCreator);\n`,
  );
  const withHash = source.match(/ComponentCreator\('(?:[^'\\]|\\.)*', '/g)?.length ?? 0;
  if (routes === 0 || routes !== withHash || !trimmed.includes('routeMaker(routesChunkNames'))
    throw new Error('lean-client: the shape of .docusaurus/routes.js changed; update splitRoutes');
  return {
    routes: trimmed,
    registry: mainRegistry,
    routesChunkNames: JSON.stringify(Object.fromEntries(mainNames.map((key) => [key, chunkNames[key]]))),
    sections: sectionFiles,
  };
}

/** The generated modules the browser bundle takes from a trimmed copy: file in .docusaurus/, request. */
export const BROWSER_COPIES = {
  'routes.js': /^@generated\/routes$/,
  'registry.js': /^@generated\/registry$/,
  'routesChunkNames.json': /^@generated\/routesChunkNames$/,
  'docusaurus.config.mjs': /^@generated\/docusaurus\.config$/,
  'globalData.json': /^@generated\/globalData$/,
  'site-metadata.json': /^@generated\/site-metadata$/,
} as const;

/** The trimmed content of each file in BROWSER_COPIES, and the sections' route tables (see splitRoutes). */
export function browserCopies(
  read: (file: string) => string,
  runtime: string,
): {copies: Record<keyof typeof BROWSER_COPIES, string>; sections: Record<string, string>} {
  const registry = read('registry.js');
  const routesChunkNames = read('routesChunkNames.json');
  const keys = shortChunkKeys(registry, routesChunkNames);
  const split = splitRoutes(
    read('routes.js'),
    trimRegistry(registry, keys),
    trimRoutesChunkNames(routesChunkNames, keys),
    runtime,
  );
  return {
    copies: {
      'routes.js': split.routes,
      'registry.js': split.registry,
      'routesChunkNames.json': split.routesChunkNames,
      'docusaurus.config.mjs': trimSiteConfig(read('docusaurus.config.mjs')),
      'globalData.json': trimGlobalData(read('globalData.json')),
      'site-metadata.json': trimSiteMetadata(read('site-metadata.json')),
    },
    sections: split.sections,
  };
}
