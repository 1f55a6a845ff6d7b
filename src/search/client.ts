// The search client the UI talks to. In local mode it is a small proxy kept in the main bundle:
// the engine, MiniSearch and the index load only on first intent (hover, focus, hotkey, query).
import type {WireIndex} from '../../plugins/search-index/wire';
import type {SearchRequest, SearchResponse} from './types';
import type {LocalBackend} from './local/client';

/** DocSearch treats an error with this name as a transport failure. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

type LegacyRequest = {indexName: string; params?: Omit<SearchRequest, 'indexName'>};
type AnyRequest = {requests: readonly SearchRequest[]} | readonly LegacyRequest[];

export interface LocalSearchClient {
  search(request: AnyRequest): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add: () => unknown}};
  clearCache(): Promise<void>;
  /** Starts loading engine and index; idempotent. */
  warmUp(): Promise<void>;
  /** Total hits of the last answered request (for "See all N results"). */
  lastNbHits(): number;
  /** Called with true when a request fails and false when one succeeds again. */
  onAvailabilityChange(listener: (failed: boolean) => void): () => void;
}

function normalise(request: AnyRequest): SearchRequest[] {
  if ('requests' in request) return [...request.requests];
  return request.map(({indexName, params}) => ({...params, indexName}));
}

const clients = new Map<string, LocalSearchClient>();

export function localSearchClient(indexPath: string, indexName: string): LocalSearchClient {
  const key = `${indexPath}|${indexName}`;
  const existing = clients.get(key);
  if (existing) return existing;

  let backend: Promise<LocalBackend> | null = null;
  let last = 0;
  const listeners = new Set<(failed: boolean) => void>();
  const notify = (failed: boolean) => {
    for (const listener of listeners) listener(failed);
  };

  const load = (): Promise<LocalBackend> => {
    backend ??= Promise.all([
      import(/* webpackChunkName: "search-engine" */ './local/client'),
      fetch(indexPath, {cache: 'no-cache'}).then((response) => {
        if (!response.ok) throw new Error(`search index request failed with HTTP ${response.status}`);
        return response.json() as Promise<WireIndex>;
      }),
    ])
      .then(([module, wire]) => module.createLocalBackend(wire, window.location.origin, indexName))
      .catch((error: unknown) => {
        backend = null; // the next keystroke retries
        throw new SearchUnavailableError(error instanceof Error ? error.message : String(error));
      });
    return backend;
  };

  const client: LocalSearchClient = {
    async search(request) {
      try {
        const results = (await load()).search(normalise(request));
        last = results[0]?.nbHits ?? 0;
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
    lastNbHits: () => last,
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
