import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {
  BUILD_ONLY_CONFIG_KEYS,
  shortChunkKeys,
  trimGlobalData,
  trimRegistry,
  trimRoutes,
  trimRoutesChunkNames,
  trimSiteConfig,
} from '../generatedFiles';

/**
 * The registry and route chunk names Docusaurus itself writes for two routes (which share their
 * component), so a change of their shape fails here.
 */
async function generatedRouteFiles(): Promise<{registry: string; routes: string; routesChunkNames: string}> {
  const {generateRouteFiles} = await import('@docusaurus/core/lib/server/codegen/codegenRoutes.js');
  const dir = mkdtempSync(join(tmpdir(), 'lean-client-'));
  try {
    const plugin = {name: 'docusaurus-plugin-content-docs', id: 'cli'};
    const route = (path: string, content: string) => ({
      path,
      component: '@theme/DocItem',
      exact: true,
      plugin,
      modules: {content},
    });
    await generateRouteFiles({
      baseUrl: '/',
      generatedFilesDir: dir,
      routes: [route('/cli/a', '@site/docs/cli/a.mdx'), route('/cli/b', '@site/docs/cli/b.mdx')],
    });
    return {
      registry: readFileSync(join(dir, 'registry.js'), 'utf8'),
      routes: readFileSync(join(dir, 'routes.js'), 'utf8'),
      routesChunkNames: readFileSync(join(dir, 'routesChunkNames.json'), 'utf8'),
    };
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** Chunk key to module path, from the loader of each registry entry. */
function registryModules(registry: string): Map<string, string> {
  return new Map(
    [...registry.matchAll(/^ {2}"([^"]+)": \[\(\) => import\((?:\/\*.*?\*\/ )?"([^"]+)"\)/gm)].map(([, key, path]) => [
      String(key),
      String(path),
    ]),
  );
}

/** Route key to the module path of each of its chunks. */
function routeModules(routesChunkNames: string, registry: string): Record<string, string[]> {
  const modules = registryModules(registry);
  const chunks = JSON.parse(routesChunkNames) as Record<string, Record<string, string>>;
  return Object.fromEntries(
    Object.entries(chunks).map(([route, names]) => [
      route,
      Object.values(names).map((name) => modules.get(name) ?? `missing ${name}`),
    ]),
  );
}

describe('registry and route chunk names', () => {
  it('still lead every route to the same modules, under short keys', async () => {
    const source = await generatedRouteFiles();
    const keys = shortChunkKeys(source.registry, source.routesChunkNames);
    const registry = trimRegistry(source.registry, keys);
    const routesChunkNames = trimRoutesChunkNames(source.routesChunkNames, keys);

    const before = routeModules(source.routesChunkNames, source.registry);
    expect(Object.keys(before)).toHaveLength(2);
    expect(Object.values(before).flat().join()).not.toContain('missing');
    expect(routeModules(routesChunkNames, registry)).toEqual(before);
    // DocItem serves both routes, so it is the most used key.
    expect(registryModules(registry).get('0')).toBe('@theme/DocItem');
    expect([...registryModules(registry).keys()].sort()).toEqual(['0', '1', '2']);
  });

  it('empties the module path and drops the chunk name of every registry entry', async () => {
    const source = await generatedRouteFiles();
    const registry = trimRegistry(source.registry, new Map());
    for (const path of ['@theme/DocItem', '@site/docs/cli/a.mdx', '@site/docs/cli/b.mdx']) {
      expect(source.registry).toContain(`"${path}", require.resolveWeak("${path}")`);
      expect(registry).toContain(`[() => import("${path}"), "", require.resolveWeak("${path}")],`);
    }
    expect(source.registry).toContain('webpackChunkName');
    expect(registry).not.toContain('webpackChunkName');
  });

  it('fail loudly when the registry no longer has the expected shape', () => {
    const changed = '  "a": [() => import("x"), require.resolveWeak("x"), "x"],\n';
    expect(() => trimRegistry(`export default {\n${changed}};\n`, new Map())).toThrow(
      /shape of .docusaurus\/registry.js changed/,
    );
  });

  it('leave an empty registry alone', () => {
    expect(trimRegistry('export default {\n};\n', new Map())).toBe('export default {\n};\n');
  });
});

describe('trimRoutes', () => {
  /** The route objects a routes.js module exports, with ComponentCreator(path, hash) as a string. */
  const evaluate = (source: string, routesChunkNames: string): unknown => {
    const context = {
      routes: undefined,
      routesChunkNames: JSON.parse(routesChunkNames) as unknown,
      ComponentCreator: (path: string, hash?: string) => `${path} ${hash ?? ''}`,
    };
    runInNewContext(source.replace(/^import .*$/gm, '').replace('export default', 'routes ='), context);
    return context.routes;
  };

  it('takes each path from the route chunk names and builds the same routes', async () => {
    const {routes, routesChunkNames} = await generatedRouteFiles();
    const trimmed = trimRoutes(routes, routesChunkNames);
    expect(routes).toContain("'/cli/a'");
    expect(trimmed).not.toContain("'/cli/a'");
    expect(evaluate(routes, routesChunkNames)).toHaveLength(3);
    expect(evaluate(trimmed, routesChunkNames)).toEqual(evaluate(routes, routesChunkNames));
  });

  it('makes a route component on first use, once', async () => {
    const {routes, routesChunkNames} = await generatedRouteFiles();
    const made: string[] = [];
    const context = {
      routes: [] as {path: string; component: unknown}[],
      routesChunkNames: JSON.parse(routesChunkNames) as unknown,
      ComponentCreator: (path: string, hash?: string) => {
        made.push(path);
        return {path, hash};
      },
    };
    runInNewContext(
      trimRoutes(routes, routesChunkNames)
        .replace(/^import .*$/gm, '')
        .replace('export default', 'routes ='),
      context,
    );
    expect(made).toEqual(['*']);
    const [first] = context.routes;
    expect(first?.component).toBe(first?.component);
    expect(made).toEqual(['*', first?.path]);
  });

  it('fails loudly when routes.js no longer has the expected shape', () => {
    expect(() => trimRoutes("export default [{path: '/a', component: ComponentCreator('/b', 'x')}];", '{}')).toThrow(
      /shape of .docusaurus\/routes.js changed/,
    );
  });
});

describe('trimSiteConfig', () => {
  const config = {
    title: 'Django-CFG',
    baseUrl: '/',
    future: {experimental_router: 'browser'},
    customFields: {search: {backend: 'local'}},
    themeConfig: {navbar: {title: 'Django-CFG'}},
    presets: [['classic', {docs: false}]],
    plugins: [['@docusaurus/plugin-pwa', {offlineModeActivationStrategies: ['always']}]],
    headTags: [{tagName: 'link', attributes: {rel: 'preconnect'}}],
    markdown: {mermaid: true},
  };
  // The way @docusaurus/core's codegen writes .docusaurus/docusaurus.config.mjs.
  const source = `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;

  it('drops the keys only the build reads and keeps what the browser uses', () => {
    const trimmed = trimSiteConfig(source);
    expect(trimmed.startsWith("/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default {")).toBe(true);
    const json = JSON.parse(trimmed.replace(/^[\s\S]*?export default /, '').replace(/;\s*$/, '')) as Record<
      string,
      unknown
    >;
    expect(json).toEqual({
      title: config.title,
      baseUrl: config.baseUrl,
      future: config.future,
      customFields: config.customFields,
      themeConfig: config.themeConfig,
    });
    for (const key of BUILD_ONLY_CONFIG_KEYS) expect(json).not.toHaveProperty(key);
  });

  it('fails loudly on a config module of another shape', () => {
    expect(() => trimSiteConfig('const config = {};\nexport default config;\n')).toThrow(/is not `export default/);
  });
});

describe('trimGlobalData', () => {
  it("empties every docs version's list of docs and keeps everything else", () => {
    const doc = {id: 'intro', path: '/cli/intro', sidebar: 'cli'};
    const version = {name: 'current', path: '/cli', mainDocId: 'intro', docs: [doc], sidebars: {cli: {}}};
    const data = {
      'docusaurus-plugin-content-docs': {cli: {path: '/cli', versions: [version]}, api: {path: '/api', versions: []}},
      'docusaurus-plugin-pwa': {default: {offline: true}},
    };
    expect(JSON.parse(trimGlobalData(JSON.stringify(data)))).toEqual({
      'docusaurus-plugin-content-docs': {
        cli: {path: '/cli', versions: [{...version, docs: []}]},
        api: {path: '/api', versions: []},
      },
      'docusaurus-plugin-pwa': {default: {offline: true}},
    });
  });

  it('leaves a site without docs plugins as it is', () => {
    expect(JSON.parse(trimGlobalData('{"a": {"default": {"x": 1}}}'))).toEqual({a: {default: {x: 1}}});
  });
});
