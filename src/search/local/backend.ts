import type {WireIndex} from '../../../plugins/search-index/wire';
import {unpack} from '../../../plugins/search-index/wire';
import type {SearchRequest, SearchResponse} from '../types';
import {createEngine, runQuery} from './engine';

/** The local index, ready to answer requests: in the search worker, or on the main thread as a fallback. */
export interface LocalBackend {
  search(requests: readonly SearchRequest[]): Promise<SearchResponse[]>;
  /** Frees it once a failure has made the client drop it. */
  dispose(): void;
}

/** Resolves once titles and headings are indexed; body text and code follow in the background. */
export async function createLocalBackend(
  wire: WireIndex,
  origin: string,
  localIndexName: string,
): Promise<LocalBackend> {
  const engine = await createEngine(unpack(wire), origin);
  // Requests for other indices (e.g. Ask AI's suggested questions) have nothing here.
  const answer = (requests: readonly SearchRequest[]) =>
    requests.map((request) =>
      runQuery(engine, request.indexName === localIndexName ? request : {...request, query: ''}),
    );
  return {
    async search(requests) {
      const results = answer(requests);
      // Until the body is indexed, titles and headings answer alone. A query they do not match waits
      // for the body instead of showing "No results" for words that only the page text holds.
      if (!engine.bodyReady && results.some((r) => r.nbHits === 0 && r.query !== '')) {
        await engine.bodyIndexed;
        return answer(requests);
      }
      return results;
    },
    dispose() {},
  };
}
