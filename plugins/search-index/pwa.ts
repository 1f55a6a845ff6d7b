import type {ManifestTransform} from 'workbox-build';

export interface WrittenIndex {
  readonly url: string;
  readonly revision: string;
  readonly size: number;
}

interface Deferred {
  promise: Promise<WrittenIndex>;
  resolve: (value: WrittenIndex) => void;
}

const key = Symbol.for('django-cfg.searchIndex');
type Holder = {[key]?: Deferred};

/**
 * postBuild hooks run in parallel, so the PWA plugin may build its precache manifest before the
 * index file exists. The index plugin resolves this deferred once the file is written, and the PWA
 * manifest transform waits on it and adds the entry if workbox's glob missed it.
 *
 * A new deferred for the build about to run, made when the index plugin is created. One process
 * may build several times (`docusaurus build` builds each locale in turn, creating the plugins
 * anew), and each build's precache manifest must wait for its own index, not the first build's.
 */
export function startSearchIndexBuild(): Deferred {
  let resolve!: (value: WrittenIndex) => void;
  const promise = new Promise<WrittenIndex>((r) => (resolve = r));
  const deferred = {promise, resolve};
  (globalThis as Holder)[key] = deferred;
  return deferred;
}

/**
 * The PWA manifest transform that waits for the index. Without a search-index plugin in the build
 * nothing would resolve the wait and Node would exit mid-build (code 13), so it then passes the
 * manifest through: plugins are created before any postBuild hook runs.
 */
export function searchIndexManifestTransform(): ManifestTransform {
  return async (entries) => {
    // This build's deferred: the index plugin of each build replaces the one before.
    const deferred = (globalThis as Holder)[key];
    if (!deferred) return {manifest: entries, warnings: []};
    const written = await deferred.promise;
    const url = written.url.replace(/^\//, '');
    const manifest = entries.filter((e) => e.url !== url);
    manifest.push({url, revision: written.revision, size: written.size});
    return {manifest, warnings: []};
  };
}
