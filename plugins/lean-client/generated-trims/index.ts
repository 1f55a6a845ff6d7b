// Trimmed copies of what Docusaurus generates in .docusaurus/ (registry, routes, config, global
// data, site metadata, the docs plugin's props) and stubs for theme components no page renders,
// swapped in for the production browser bundle. README.md in this folder.
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {Contribution} from '../parts';
import type {Replacement} from '../replaceAll';
import {browserDocsProps} from './docsProps';
import {BROWSER_COPIES, browserCopies} from './generatedFiles';
import {unrenderedThemeComponents, unusedMdxComponents} from './unrenderedThemeComponents';

/** The docs plugin's folder in .docusaurus/: one folder per instance. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The plugins whose generated metadata decides which theme components some page renders. */
const CONTENT_PLUGINS = [DOCS_PLUGIN, 'docusaurus-plugin-content-blog', 'docusaurus-plugin-content-pages'];

/**
 * The folders the content plugins read pages from (the docs sections, the blog, src/pages), with the
 * partials pages import. Markdown elsewhere (README, design notes) is not built into pages.
 */
const CONTENT_DIRS = ['docs', 'blog', 'src'];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

/** The JSON files the docs, blog and pages plugins generated: their pages' metadata among them. */
function* contentPluginJson(generatedFilesDir: string): Generator<string> {
  for (const plugin of CONTENT_PLUGINS) {
    const dir = join(generatedFilesDir, plugin);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, {recursive: true, encoding: 'utf8'}))
      if (entry.endsWith('.json')) yield readFileSync(join(dir, entry), 'utf8');
  }
}

/** Every Markdown and MDX file under a folder. */
function* markdownSources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownSources(path);
    else if (/\.mdx?$/.test(entry.name)) yield readFileSync(path, 'utf8');
  }
}

/**
 * The trims for the production browser bundle. `routeTable` is the route runtime's routeTable.ts,
 * which the split route table imports. Docusaurus has generated .docusaurus/ by the time it
 * configures the bundlers; the copies go to .docusaurus/lean-client/.
 */
export function generatedTrims(context: LoadContext, routeTable: string): Contribution {
  const {generatedFilesDir, siteDir} = context;
  const outDir = join(generatedFilesDir, 'lean-client');
  mkdirSync(outDir, {recursive: true});
  const {copies, sections} = browserCopies((file) => readFileSync(join(generatedFilesDir, file), 'utf8'), routeTable);
  for (const [file, code] of Object.entries(sections)) writeFileSync(join(outDir, file), code);
  const replacements: Replacement[] = Object.entries(BROWSER_COPIES).map(([file, request]) => {
    const copy = join(outDir, file);
    writeFileSync(copy, copies[file as keyof typeof BROWSER_COPIES]);
    return {request, file: copy};
  });
  replacements.push(...docsPropsReplacements(generatedFilesDir, outDir));
  const unusedComponents = [
    ...unrenderedThemeComponents(contentPluginJson(generatedFilesDir)),
    ...unusedMdxComponents(CONTENT_DIRS.flatMap((dir) => [...markdownSources(join(siteDir, dir))])),
  ];
  for (const component of unusedComponents)
    replacements.push({
      request: new RegExp(`^@theme/${escapeRegExp(component)}$`),
      file: join(__dirname, 'unrenderedThemeComponent.ts'),
    });
  return {replacements};
}
