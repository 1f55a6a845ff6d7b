import {readFile, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isNonContentRoute} from '../../src/search/nonContentRoutes';
import {extractRecords} from './extract';
import {packRecords} from './pack';
import {dropSharedExampleIdentifiers} from './prune';
import {startSearchIndexBuild} from './pwa';
import {configureStylesheetUrls} from './stylesheetUrl';
import type {SectionRecord} from './wire';

/** Workbox refuses to precache files over 2 MiB; the index must stay under it to work offline. */
const MAX_INDEX_BYTES = 2 * 1024 * 1024;

/**
 * Blog posts keep the opening of each section only: their titles and headings name their topics,
 * the docs answer the questions (essays rank below docs anyway), and their full text would push the
 * index over its 250 KB brotli budget.
 */
const BLOG_SECTION_CHARS = 250;

/**
 * The 2.x release guide and its migration recipes keep the opening of each section too: their
 * titles and headings say what they cover, while their bodies repeat, release by release, the
 * names the reference and feature pages explain (they would outrank those pages and push the index
 * over its budget).
 */
const OPENING_ONLY = ['/guides/what-changed-since-1-5-108', '/guides/upgrading-to-2x/'];
const OPENING_CHARS = 160;

export interface SearchIndexOptions {
  /** URL path the index is written to, e.g. /search-index.json. */
  readonly indexPath: string;
  /** The docs sections (docs plugin id and label): a record's group is its section's label. */
  readonly sections: readonly {readonly id: string; readonly label: string}[];
}

/** lvl0 of a record: the docs section's label, else Blog/Pages. */
export function sectionGrouping(sections: SearchIndexOptions['sections']): (tag: string) => string {
  const sectionLabels = new Map<string, string>(sections.map((s) => [s.id, s.label]));
  return (tag) => {
    const docs = /^docs-(.+)-[^-]+$/.exec(tag);
    if (docs?.[1]) return sectionLabels.get(docs[1]) ?? 'Documentation';
    return 'Pages';
  };
}

function htmlFile(outDir: string, route: string): string | undefined {
  const base = route === '/' ? '/index' : route.replace(/\/$/, '');
  return [join(outDir, `${base}.html`), join(outDir, base, 'index.html')].find((f) => existsSync(f));
}

/**
 * Builds /search-index.json from the built HTML, one record per heading section, the way the
 * DocSearch crawler reads a Docusaurus site. Runs after every production build.
 */
export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  const {indexPath} = options;
  const groupFor = sectionGrouping(options.sections);
  const deferred = startSearchIndexBuild();
  return {
    name: 'search-index',
    // The search modal links DocSearch's stylesheet as a file of its own (see stylesheetUrl.ts).
    configureWebpack: (config) => configureStylesheetUrls(config),
    async postBuild({outDir, routesPaths}) {
      const records: SectionRecord[] = [];
      const routes = [...new Set(routesPaths)].filter(
        (r) => !r.endsWith('/404') && r !== '/404.html' && !isNonContentRoute(r),
      );
      for (const route of routes) {
        const file = htmlFile(outDir, route);
        if (!file) continue;
        const html = await readFile(file, 'utf8');
        const blog = route.startsWith('/blog/');
        const openingOnly = OPENING_ONLY.some((prefix) => route.startsWith(prefix));
        records.push(
          ...extractRecords(
            html,
            route,
            blog
              ? {groupFor: () => 'Blog', maxSectionChars: BLOG_SECTION_CHARS}
              : openingOnly
                ? {groupFor, maxSectionChars: OPENING_CHARS}
                : {groupFor},
          ),
        );
      }
      if (records.length === 0) throw new Error('search-index: no records were extracted from the build');
      const json = JSON.stringify(packRecords(dropSharedExampleIdentifiers(records)));
      const size = Buffer.byteLength(json);
      if (size > MAX_INDEX_BYTES) {
        throw new Error(`search-index: ${size} bytes is over the ${MAX_INDEX_BYTES}-byte precache limit`);
      }
      await writeFile(join(outDir, indexPath), json);
      const {hash} = JSON.parse(json) as {hash: string};
      deferred.resolve({url: `${context.baseUrl.replace(/\/$/, '')}${indexPath}`, revision: hash, size});
    },
  };
}
