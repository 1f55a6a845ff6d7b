import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {describedCategories} from '../sidebars/category';
import {docsSections, type DocsSection} from '../src/data/docsSections';
import {markdownPlugins} from './markdownPlugins';

const sharedDocsOptions = {
  breadcrumbs: true,
  // One version per section, labelled "Next" as the specification asks.
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  // Category cards describe what each sub-section holds (sidebars/category.ts).
  sidebarItemsGenerator: describedCategories,
  ...markdownPlugins,
} satisfies DocsOptions;

/** One docs plugin per section: id, folder docs/<id>, route /<id> and sidebars/<id>.ts share the id. */
function toDocsPlugin(section: DocsSection): PluginConfig {
  const options: DocsOptions = {
    ...sharedDocsOptions,
    id: section.id,
    path: `docs/${section.id}`,
    routeBasePath: section.id,
    sidebarPath: `./sidebars/${section.id}.ts`,
    ...(section.tags ? {tags: 'tags.yml', onInlineTags: 'throw' as const} : {}),
  };
  return ['@docusaurus/plugin-content-docs', options];
}

export const docsPlugins: PluginConfig[] = docsSections.map(toDocsPlugin);
