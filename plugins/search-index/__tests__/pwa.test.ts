import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterEach, describe, expect, it} from 'vitest';
import searchIndexPlugin from '../index';
import {searchIndexManifestTransform} from '../pwa';
import {blogPost, docPage} from './fixtures';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

afterEach(() => {
  Reflect.deleteProperty(globalThis, Symbol.for('django-cfg.searchIndex'));
});

describe('searchIndexManifestTransform', () => {
  // Removing the search-index plugin once made the build exit silently with code 13: the PWA
  // plugin's manifest transform waited for an index that nothing would write.
  it('passes the manifest through when no search-index plugin is in the build', async () => {
    const entries = [{url: 'index.html', revision: 'a', size: 10}];
    const result = await Promise.race([
      searchIndexManifestTransform()(entries),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 500)),
    ]);
    expect(result).toEqual({manifest: entries, warnings: []});
  });

  // `docusaurus build` builds each locale in turn in one process, creating the plugins anew. The
  // deferred the two plugins meet through once outlived the first build, so the second build's
  // precache manifest listed the first build's index (its revision and size).
  it("precaches each build's own index when one process builds twice", async () => {
    const transform = searchIndexManifestTransform(); // made once, when config/pwa.ts is loaded
    const build = async (route: string, html: string) => {
      const outDir = mkdtempSync(join(tmpdir(), 'search-index-pwa-'));
      try {
        writeFileSync(join(outDir, `${route.slice(1)}.html`), html);
        const plugin = searchIndexPlugin({baseUrl: '/'} as LoadContext, {
          indexPath: '/search-index.json',
          sections: [{id: 'fundamentals', label: 'Fundamentals'}],
        });
        // postBuild hooks run in parallel: the PWA plugin's transform may start first.
        const [{manifest}] = await Promise.all([
          transform([{url: 'index.html', revision: 'a', size: 10}]),
          plugin.postBuild?.({outDir, routesPaths: [route]} as PostBuildProps),
        ]);
        const written = readFileSync(join(outDir, 'search-index.json'), 'utf8');
        const {hash} = JSON.parse(written) as {hash: string};
        return {manifest, hash, size: Buffer.byteLength(written)};
      } finally {
        rmSync(outDir, {recursive: true, force: true});
      }
    };

    const first = await build('/database-routing', docPage);
    const second = await build('/debt', blogPost);
    expect(second.hash).not.toBe(first.hash);
    for (const {manifest, hash, size} of [first, second]) {
      expect(manifest).toEqual([
        {url: 'index.html', revision: 'a', size: 10},
        {url: 'search-index.json', revision: hash, size},
      ]);
    }
  });
});
