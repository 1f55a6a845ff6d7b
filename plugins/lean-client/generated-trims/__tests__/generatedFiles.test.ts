import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {
  BUILD_ONLY_CONFIG_KEYS,
  shortChunkKeys,
  trimGlobalData,
  trimSiteMetadata,
  splitRoutes,
  trimRegistry,
  trimRoutesChunkNames,
  trimSiteConfig,
} from '../generatedFiles';
import {lazyRoutes, loadRouteTables, routeMaker} from '../../route-runtime/routeTable';

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

describe('splitRoutes', () => {
  /**
   * Docusaurus's own routes.js, registry and route chunk names for a blog post and a docs section
   * (root, version and doc routes nested as the docs plugin nests them) with two pages.
   */
  async function sectionRouteFiles() {
    const {generateRouteFiles} = await import('@docusaurus/core/lib/server/codegen/codegenRoutes.js');
    const dir = mkdtempSync(join(tmpdir(), 'lean-client-'));
    try {
      const plugin = {name: 'docusaurus-plugin-content-docs', id: 'cli'};
      const doc = (path: string) => ({
        path,
        component: '@theme/DocItem',
        exact: true,
        plugin,
        modules: {content: `@site/docs${path}.mdx`},
      });
      const section = {
        path: '/cli',
        component: '@theme/DocsRoot',
        plugin,
        routes: [{path: '/cli', component: '@theme/DocRoot', plugin, routes: [doc('/cli/a'), doc('/cli/b')]}],
      };
      const post = {path: '/blog/x', component: '@theme/BlogPostPage', exact: true, plugin, modules: {}};
      await generateRouteFiles({baseUrl: '/', generatedFilesDir: dir, routes: [post, section]});
      const read = (file: string) => readFileSync(join(dir, file), 'utf8');
      const registry = read('registry.js');
      const names = read('routesChunkNames.json');
      const keys = shortChunkKeys(registry, names);
      return {
        routes: read('routes.js'),
        registry: trimRegistry(registry, keys),
        routesChunkNames: trimRoutesChunkNames(names, keys),
      };
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  }

  type Loaded = {path: string; component: string; exact?: boolean; routes?: Loaded[]};

  /** Runs a generated module with the real routeTable.ts; ComponentCreator(path, hash) gives a string. */
  function evaluate(source: string, globals: {registry: object; routesChunkNames: object}, sections = {}): unknown {
    const context = {
      ...globals,
      routeMaker,
      lazyRoutes,
      sections,
      require: {resolveWeak: (path: string) => path},
      ComponentCreator: (path: string, hash?: string) => `${path} ${hash ?? ''}`,
      exported: undefined,
    };
    runInNewContext(
      source
        .replace(/^import .*$/gm, '')
        .replace(/import\(("[^"]+")\)/g, 'Promise.resolve(sections[$1])')
        .replace('export default', 'exported ='),
      context,
    );
    return context.exported;
  }

  /** Registry keys to module paths, from a registry's text or a section module's. */
  const modulesIn = (code: string) => [...code.matchAll(/import\("([^"]+)"\)/g)].map(([, path]) => path).sort();

  it("keeps the same routes, with a section's pages loaded with the section", async () => {
    const source = await sectionRouteFiles();
    const split = splitRoutes(source.routes, source.registry, source.routesChunkNames, '/runtime/routeTable.ts');
    expect(Object.keys(split.sections)).toEqual(['routes-0.js']);
    const section = split.sections['routes-0.js'] ?? '';
    expect(split.routes).not.toContain("'/cli/a'");
    expect(split.routesChunkNames).not.toContain('/cli/a');
    expect(section).toContain('/cli/a');

    const globals = {registry: {}, routesChunkNames: JSON.parse(split.routesChunkNames) as object};
    const table = evaluate(section, globals);
    const routes = evaluate(split.routes, globals, {'./routes-0.js': {default: table}}) as Loaded[];
    const original = evaluate(source.routes, {
      registry: {},
      routesChunkNames: JSON.parse(source.routesChunkNames) as object,
    }) as Loaded[];
    // The section's root has no pages until its table is loaded.
    expect(routes.map((r) => r.path)).toEqual(original.map((r) => r.path));
    expect(routes[1]?.routes).toEqual([]);
    await loadRouteTables(routes as never, '/cli/b');
    expect(JSON.parse(JSON.stringify(routes))).toEqual(JSON.parse(JSON.stringify(original)));
    // Loading the table made the section's route chunk names known to ComponentCreator.
    expect(Object.keys(globals.routesChunkNames).sort()).toEqual(
      Object.keys(JSON.parse(source.routesChunkNames) as object).sort(),
    );
  });

  it('moves the registry entries only a section uses into its table', async () => {
    const source = await sectionRouteFiles();
    const split = splitRoutes(source.routes, source.registry, source.routesChunkNames, '/runtime/routeTable.ts');
    const section = split.sections['routes-0.js'] ?? '';
    expect(modulesIn(section)).toEqual([
      '@site/docs/cli/a.mdx',
      '@site/docs/cli/b.mdx',
      '@theme/DocItem',
      '@theme/DocRoot',
    ]);
    // The section's root, the plugin's data and the blog post stay in the main bundle.
    expect(modulesIn(split.registry)).toContain('@theme/DocsRoot');
    expect(modulesIn(split.registry)).toContain('@theme/BlogPostPage');
    expect([...modulesIn(split.registry), ...modulesIn(section)].sort()).toEqual(modulesIn(source.registry));
  });

  it('loads a table once, and again after a failed load', async () => {
    let calls = 0;
    const route = lazyRoutes({path: '/cli'}, () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({default: [{path: '/cli/a'}]});
    });
    await expect(loadRouteTables([route], '/cli/a')).rejects.toThrow('chunk failed');
    expect(route.routes).toEqual([]);
    await loadRouteTables([route], '/cli/a');
    await loadRouteTables([route], '/cli/a');
    expect(calls).toBe(2);
    expect(route.routes).toEqual([{path: '/cli/a'}]);
    await loadRouteTables([route], '/blog');
    expect(calls).toBe(2);
  });

  it('makes a route component on first use, once', () => {
    const made: string[] = [];
    const route = routeMaker({'/cli/a-1b2': {}}, (path, hash) => {
      made.push(`${path} ${hash}`);
      return (() => null) as never;
    })(0, {exact: true});
    expect(made).toEqual([]);
    expect(route.path).toBe('/cli/a');
    expect(route.component).toBe(route.component);
    expect(made).toEqual(['/cli/a 1b2']);
  });

  it('fails loudly when routes.js no longer has the expected shape', () => {
    expect(() =>
      splitRoutes("export default [{path: '/a', component: ComponentCreator('/b', 'x')}];", '', '{}', '/r'),
    ).toThrow(/shape of .docusaurus\/routes.js changed/);
  });
});

describe('trimSiteConfig', () => {
  const config = {
    title: 'Django-CFG',
    baseUrl: '/',
    future: {experimental_router: 'browser', v4: {useCssCascadeLayers: true}, faster: {rspackBundler: true}},
    ssrTemplate: '<!DOCTYPE html>',
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
      future: {experimental_router: 'browser'},
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

describe('trimSiteMetadata', () => {
  it('empties the list of plugin versions and keeps the Docusaurus and site versions', () => {
    const metadata = {
      docusaurusVersion: '3.10.2',
      siteVersion: '1.0.0',
      pluginVersions: {
        'docusaurus-plugin-sitemap': {type: 'package', name: '@docusaurus/plugin-sitemap', version: '3.10.2'},
      },
    };
    expect(JSON.parse(trimSiteMetadata(JSON.stringify(metadata)))).toEqual({...metadata, pluginVersions: {}});
  });
});
