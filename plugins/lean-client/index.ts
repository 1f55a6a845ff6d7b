// Browser-bundle trims that need the bundler rather than a swizzle.
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {browserDocsProps} from './docsProps';
import {unrenderedThemeComponents, unusedMdxComponents} from './unrenderedThemeComponents';
import {BROWSER_COPIES, browserCopies} from './generatedFiles';
import {PATCHED_MODULES, applyPatch, patchedModulePath} from './patchedModules';
import {isLiteralPath} from './pathToRegexp';
import {replaceAll, type Replacement} from './replaceAll';

/** The folder of @docusaurus/core's browser modules. */
const CORE_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/** The docs plugin's folder in .docusaurus/: one folder per instance. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The plugins whose generated metadata decides which theme components some page renders. */
const CONTENT_PLUGINS = [DOCS_PLUGIN, 'docusaurus-plugin-content-blog', 'docusaurus-plugin-content-pages'];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any folder but this plugin's own. */
const NOT_THIS_FOLDER = new RegExp(`^(?!${escapeRegExp(__dirname)}$)`);

const anyOf = (...patterns: RegExp[]): RegExp => new RegExp(patterns.map((pattern) => pattern.source).join('|'));

/**
 * The modules of a docs page's layout: the docs plugin's client, the theme's docs layout components
 * (not the section's other page types: category indexes, cards, tag pages) and this site's wrappers.
 */
const DOCS_LAYOUT = anyOf(
  /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]/,
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](DocsRoot|DocVersionRoot|DocRoot|DocSidebar|DocSidebarItems?|DocItem|DocBreadcrumbs|DocPaginator|TOCCollapsible|BackToTopButton|Icon[\\/]Home)[\\/]/,
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useBackToTopButton\.js$/,
  /[\\/]src[\\/]theme[\\/](DocRoot|DocSidebar|DocItem)[\\/]/,
);

/**
 * The modules of a blog post's layout: the blog plugin's client, the theme's post page, layout,
 * sidebar, post item and paginator (not the list, tag, archive and author pages) and this site's
 * wrappers.
 */
const BLOG_POST_LAYOUT = anyOf(
  /[\\/]@docusaurus[\\/]plugin-content-blog[\\/]lib[\\/]client[\\/]/,
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](BlogPostPage|BlogLayout|BlogSidebar|BlogPostItem|BlogPostPaginator|Blog[\\/]Components)[\\/]/,
  /[\\/]src[\\/]theme[\\/](BlogPostItem|Blog[\\/]Components)[\\/]/,
);

/**
 * theme-common's Collapsible and the reduced-motion check it reads, used by the docs sidebar, the
 * doc page and the mobile menu (src/theme/Navbar/MobileSidebar), which loads on demand.
 */
const COLLAPSIBLE =
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](components[\\/]Collapsible[\\/]|utils[\\/]accessibilityUtils\.js$)/;

/** An async chunk of its own for the modules `test` matches, whatever would have split them. */
const asyncChunk = (name: string, test: RegExp) => ({
  test,
  name,
  chunks: 'async' as const,
  enforce: true,
  priority: 30,
});

/**
 * Packages without a `sideEffects` flag that have none, so the bundler leaves them out when nothing
 * uses what they export. React Router imports hoist-non-react-statics for `withRouter` (nothing
 * here uses it) and react-is for a development-only check; hoist-non-react-statics needs react-is.
 * Whatever uses them keeps them.
 */
const SIDE_EFFECT_FREE = {
  test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
  sideEffects: false,
};

/**
 * The docs plugin's version and generated index props, as trimmed copies (see docsProps.ts). Only
 * files the registry imports: .docusaurus/ keeps the props of pages that no longer exist.
 */
function docsPropsReplacements(generatedFilesDir: string, outDir: string): Replacement[] {
  const registry = readFileSync(join(generatedFilesDir, 'registry.js'), 'utf8');
  const docsDir = join(generatedFilesDir, DOCS_PLUGIN);
  return readdirSync(docsDir).flatMap((instance) => {
    const propsDir = join(docsDir, instance, 'p');
    if (!existsSync(propsDir)) return [];
    const request = (name: string) => `@generated/${DOCS_PLUGIN}/${instance}/p/${name}`;
    const names = readdirSync(propsDir).filter((name) => registry.includes(`"${request(name)}"`));
    const files = Object.fromEntries(names.map((name) => [name, readFileSync(join(propsDir, name), 'utf8')]));
    return Object.entries(browserDocsProps(files)).map(([name, json]) => {
      const copy = join(outDir, `props-${instance}-${name}`);
      writeFileSync(copy, json);
      return {request: new RegExp(`^${escapeRegExp(request(name))}$`), file: copy};
    });
  });
}

/**
 * The route paths of routes.js that the path-to-regexp stand-in does not compile (pathToRegexp.ts).
 * Reading none at all means routes.js changed its shape, and the check would pass unseen: that fails.
 */
function patternRoutePaths(routes: string): string[] {
  const paths = [...routes.matchAll(/^ *path: '((?:[^'\\]|\\.)*)',$/gm)].map(([, path]) => path ?? '');
  if (paths.length === 0) throw new Error('lean-client: no route paths found in routes.js; update patternRoutePaths');
  return paths.filter((path) => path !== '*' && !isLiteralPath(path));
}

/** The JSON files the docs, blog and pages plugins generated: their pages' metadata among them. */
function* contentPluginJson(generatedFilesDir: string): Generator<string> {
  for (const plugin of CONTENT_PLUGINS) {
    const dir = join(generatedFilesDir, plugin);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, {recursive: true, encoding: 'utf8'}))
      if (entry.endsWith('.json')) yield readFileSync(join(dir, entry), 'utf8');
  }
}

/**
 * The folders the content plugins read pages from (the docs sections, the blog, src/pages), with the
 * partials pages import. Markdown elsewhere (README, design notes) is not built into pages.
 */
const CONTENT_DIRS = ['docs', 'blog', 'src'];

/** Every Markdown and MDX file under a folder. */
function* markdownSources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownSources(path);
    else if (/\.mdx?$/.test(entry.name)) yield readFileSync(path, 'utf8');
  }
}

export default function leanClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(config, isServer, {currentBundler}) {
      // `$`: only the bare specifier; ./utilsCommon imports the package's own files by path.
      const alias = {
        '@docusaurus/utils-common$': join(__dirname, 'utilsCommon.ts'),
        nprogress$: join(__dirname, 'nprogress.ts'),
        'workbox-window$': join(__dirname, 'workboxWindow.ts'),
      };
      // The server render needs the full generated files, and `docusaurus start` regenerates them
      // on every edit without calling this again, so only production browser builds use trimmed
      // copies. Docusaurus has generated .docusaurus/ by the time it configures the bundlers.
      if (isServer || config.mode !== 'production') return {resolve: {alias}};
      const patterns = patternRoutePaths(readFileSync(join(context.generatedFilesDir, 'routes.js'), 'utf8'));
      if (patterns.length > 0)
        throw new Error(`lean-client: route paths ${patterns.join(', ')} need path-to-regexp, not its stand-in`);
      const outDir = join(context.generatedFilesDir, 'lean-client');
      mkdirSync(outDir, {recursive: true});
      const {copies, sections} = browserCopies(
        (file) => readFileSync(join(context.generatedFilesDir, file), 'utf8'),
        join(__dirname, 'routeTable.ts'),
      );
      for (const [file, code] of Object.entries(sections)) writeFileSync(join(outDir, file), code);
      const replacements: Replacement[] = Object.entries(BROWSER_COPIES).map(([file, request]) => {
        const copy = join(outDir, file);
        writeFileSync(copy, copies[file as keyof typeof BROWSER_COPIES]);
        return {request, file: copy};
      });
      // Core's preload, which loads a docs section's routes first (see preload.ts), core's
      // window.docusaurus, whose prefetch needs chunk names the trimmed registry does not keep, and
      // core's base-URL banner, which renders something on the server only.
      replacements.push(
        {request: /^\.\/preload$/, issuer: CORE_CLIENT, file: join(__dirname, 'preload.ts')},
        {request: /^\.\/docusaurus$/, issuer: CORE_CLIENT, file: join(__dirname, 'docusaurus.ts')},
        {request: /^\.\/BaseUrlIssueBanner$/, issuer: CORE_CLIENT, file: join(__dirname, 'baseUrlIssueBanner.ts')},
        // React Router's history without the hash and memory histories; the stand-in itself, in
        // this folder, imports the package.
        {request: /^history$/, issuer: NOT_THIS_FOLDER, file: join(__dirname, 'history.ts')},
        // React Router's matchPath compiles literal route paths only (see pathToRegexp.ts).
        {request: /^path-to-regexp$/, file: join(__dirname, 'pathToRegexp.ts')},
      );
      replacements.push(...docsPropsReplacements(context.generatedFilesDir, outDir));
      const unusedComponents = [
        ...unrenderedThemeComponents(contentPluginJson(context.generatedFilesDir)),
        ...unusedMdxComponents(CONTENT_DIRS.flatMap((dir) => [...markdownSources(join(context.siteDir, dir))])),
      ];
      for (const component of unusedComponents)
        replacements.push({
          request: new RegExp(`^@theme/${escapeRegExp(component)}$`),
          file: join(__dirname, 'unrenderedThemeComponent.ts'),
        });
      for (const patch of PATCHED_MODULES) {
        const copy = join(outDir, `patched-${patch.file.replace(/[\\/]/g, '-')}`);
        writeFileSync(copy, applyPatch(patch, readFileSync(patchedModulePath(patch), 'utf8')));
        replacements.push({request: patch.request, issuer: patch.issuer, file: copy});
      }
      // What every page of a type loads and no other page does, in one chunk: split by route, a
      // docs page's layout was five chunks (with the docs plugin's client copied into two of them)
      // and a post's three; together they compress about 1.3 KB smaller, and the runtime maps
      // fewer chunks. A docs section's other pages (generated indexes, tags) load their own
      // components besides. A global async split made every page larger
      // (design/performance-round-3.md). Collapsible left main with the mobile menu; the split
      // would copy it into each chunk that uses it.
      const cacheGroups = {
        docsLayout: asyncChunk('docs-layout', DOCS_LAYOUT),
        blogPostLayout: asyncChunk('blog-post-layout', BLOG_POST_LAYOUT),
        collapsible: asyncChunk('collapsible', COLLAPSIBLE),
      };
      return {
        // Evaluates main.js in stages instead of one task (clientEntry.ts).
        entry: join(__dirname, 'clientEntry.ts'),
        // The server render keeps react-helmet-async: it collects the head for the HTML.
        resolve: {alias: {...alias, 'react-helmet-async$': join(__dirname, 'helmet.ts')}},
        module: {rules: [SIDE_EFFECT_FREE]},
        plugins: replaceAll(currentBundler.instance, replacements),
        optimization: {splitChunks: {cacheGroups}},
      };
    },
  };
}
