// The local search client that DocSearch's modal and the /search page talk to: an Algolia-shaped
// proxy that loads the index on first use. The index is fetched here, so the download starts at
// once, and its body is handed to a Web Worker (src/search/local/worker.ts) that parses, indexes and
// queries it, so the main thread never holds the index; where no worker can run, the engine runs on
// the main thread instead.
// Loaded on first search intent, never with the page.
import type {WireIndex} from '../../plugins/search-index/wire';
import type {SearchRequest, SearchResponse} from './types';
import type {LocalBackend, SearchOptions} from './local/backend';
import {openWorkerBackend, WorkerUnavailableError} from './local/inWorker';
import {takeIndexResponse} from './indexRequest';

/** DocSearch treats an error with this name as a transport failure. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

type LegacyRequest = {indexName: string; params?: Omit<SearchRequest, 'indexName'>};
type AnyRequest = {requests: readonly SearchRequest[]} | readonly LegacyRequest[];

export interface LocalSearchClient {
  /**
   * Algolia-shaped search. While the body is still being indexed the answer comes from titles and
   * headings (fast while typing); pass `complete` to wait for the final answer instead.
   */
  search(request: AnyRequest, options?: SearchOptions): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add: () => unknown}};
  clearCache(): Promise<void>;
  /** Starts loading the index; idempotent. Resolves once the index is handed to the engine. */
  warmUp(): Promise<void>;
  /**
   * Total hits of the final answer to `query` (for "See all N results"), or undefined when none has
   * arrived yet. Keyed by query, so the count always belongs to the query it is shown with, whatever
   * order answers arrive and the modal renders in. An answer given before the body was indexed is
   * not final: its query is asked again once the body is in, and the total recorded then.
   */
  nbHitsFor(query: string): number | undefined;
  /** Called each time a total is recorded; returns the unsubscribe function. */
  onTotal: (listener: () => void) => () => void;
  /** Called with true when a request fails and false when one succeeds again. */
  onAvailabilityChange(listener: (failed: boolean) => void): () => void;
}

function normalise(request: AnyRequest): SearchRequest[] {
  if ('requests' in request) return [...request.requests];
  return request.map(({indexName, params}) => ({...params, indexName}));
}

async function fetchIndex(indexPath: string): Promise<Response> {
  const response = await (takeIndexResponse() ?? fetch(indexPath, {cache: 'no-cache'}));
  if (!response.ok) throw new Error(`search index request failed with HTTP ${response.status}`);
  return response;
}

async function openBackend(indexPath: string, indexName: string): Promise<LocalBackend> {
  const origin = window.location.origin;
  const index = fetchIndex(indexPath);
  try {
    return await openWorkerBackend(index, origin, indexName);
  } catch (error) {
    if (!(error instanceof WorkerUnavailableError)) throw error;
  }
  const [{createLocalBackend}, response] = await Promise.all([
    import(/* webpackChunkName: "search-engine" */ './local/backend'),
    index,
  ]);
  return createLocalBackend((await response.json()) as WireIndex, origin, indexName);
}

/** How many answered queries keep their totals: a few keystrokes' worth. */
const REMEMBERED_TOTALS = 20;

/** The key a query's total is kept under: the engine answers the trimmed query. */
export function countKey(query: string): string {
  return query.trim();
}

/** Records `total` as the answer to `query`, forgetting the oldest beyond REMEMBERED_TOTALS. */
export function rememberTotal(totals: Map<string, number>, query: string, total: number): void {
  const key = countKey(query);
  totals.delete(key);
  totals.set(key, total);
  while (totals.size > REMEMBERED_TOTALS) {
    const oldest = totals.keys().next();
    if (oldest.done) break;
    totals.delete(oldest.value);
  }
}

const clients = new Map<string, LocalSearchClient>();

export function localSearchClient(indexPath: string, indexName: string): LocalSearchClient {
  const key = `${indexPath}|${indexName}`;
  const existing = clients.get(key);
  if (existing) return existing;

  let backend: Promise<LocalBackend> | null = null;
  /** Totals of the latest answered queries, oldest first. */
  const totals = new Map<string, number>();
  const listeners = new Set<(failed: boolean) => void>();
  const notify = (failed: boolean) => {
    for (const listener of listeners) listener(failed);
  };
  const totalListeners = new Set<() => void>();
  const recordTotal = (response: SearchResponse | undefined) => {
    if (!response) return;
    rememberTotal(totals, response.query, response.nbHits);
    for (const listener of totalListeners) listener();
  };

  const load = (): Promise<LocalBackend> => {
    backend ??= openBackend(indexPath, indexName).catch((error: unknown) => {
      backend = null; // the next keystroke retries
      throw new SearchUnavailableError(error instanceof Error ? error.message : String(error));
    });
    return backend;
  };

  const client: LocalSearchClient = {
    async search(request, options) {
      try {
        const current = load();
        const loaded = await current;
        const requests = normalise(request);
        const results = await loaded.search(requests, options).catch((error: unknown) => {
          // An unusable index or a dead worker: the next keystroke loads afresh.
          if (backend === current) {
            backend = null;
            loaded.dispose();
          }
          throw new SearchUnavailableError(error instanceof Error ? error.message : String(error));
        });
        const first = results[0];
        if (first?.exhaustiveNbHits) recordTotal(first);
        else if (first) {
          loaded.search(requests, {complete: true}).then(
            ([final]) => recordTotal(final),
            () => undefined,
          );
        }
        notify(false);
        return {results};
      } catch (error) {
        notify(true);
        throw error;
      }
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent: {value: 'django-cfg-local-search', add: () => client.transporter.algoliaAgent}},
    clearCache: async () => {},
    warmUp: () => load().then(() => undefined),
    nbHitsFor: (query) => totals.get(countKey(query)),
    onTotal: (listener) => {
      totalListeners.add(listener);
      return () => {
        totalListeners.delete(listener);
      };
    },
    onAvailabilityChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  clients.set(key, client);
  return client;
}
