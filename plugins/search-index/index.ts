import {readFile, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docsSections} from '../../src/data/docsSections';
import {searchIndexPath} from '../../config/search';
import {isNonContentRoute} from '../../src/search/nonContentRoutes';
import {extractRecords} from './extract';
import {packRecords} from './pack';
import {searchIndexDeferred} from './pwa';
import type {SectionRecord} from './wire';

/** Workbox refuses to precache files over 2 MiB; the index must stay under it to work offline. */
const MAX_INDEX_BYTES = 2 * 1024 * 1024;

const sectionLabels = new Map<string, string>(docsSections.map((s) => [s.id, s.label]));

/** lvl0 of a record: the docs section's label, else Blog/Pages. */
export function groupFor(tag: string): string {
  const docs = /^docs-(.+)-[^-]+$/.exec(tag);
  if (docs?.[1]) return sectionLabels.get(docs[1]) ?? 'Documentation';
  return 'Pages';
}

function htmlFile(outDir: string, route: string): string | undefined {
  const base = route === '/' ? '/index' : route.replace(/\/$/, '');
  return [join(outDir, `${base}.html`), join(outDir, base, 'index.html')].find((f) => existsSync(f));
}

/**
 * Builds /search-index.json from the built HTML, one record per heading section, the way the
 * DocSearch crawler reads a Docusaurus site. Runs after every production build.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const deferred = searchIndexDeferred();
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const records: SectionRecord[] = [];
      const routes = [...new Set(routesPaths)].filter(
        (r) => !r.endsWith('/404') && r !== '/404.html' && !isNonContentRoute(r),
      );
      for (const route of routes) {
        const file = htmlFile(outDir, route);
        if (!file) continue;
        const html = await readFile(file, 'utf8');
        const group = route.startsWith('/blog/') ? () => 'Blog' : groupFor;
        records.push(...extractRecords(html, route, {groupFor: group}));
      }
      if (records.length === 0) throw new Error('search-index: no records were extracted from the build');
      const json = JSON.stringify(packRecords(records));
      const size = Buffer.byteLength(json);
      if (size > MAX_INDEX_BYTES) {
        throw new Error(`search-index: ${size} bytes is over the ${MAX_INDEX_BYTES}-byte precache limit`);
      }
      await writeFile(join(outDir, searchIndexPath), json);
      const {hash} = JSON.parse(json) as {hash: string};
      deferred.resolve({url: `${context.baseUrl.replace(/\/$/, '')}${searchIndexPath}`, revision: hash, size});
    },
  };
}
