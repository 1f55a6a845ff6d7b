import {describe, expect, it} from 'vitest';
import {searchIndexManifestTransform} from '../pwa';

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
});
