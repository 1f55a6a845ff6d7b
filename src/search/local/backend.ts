import type {WireIndex} from '../../../plugins/search-index/wire';
import {unpack} from '../../../plugins/search-index/wire';
import type {SearchRequest, SearchResponse} from '../types';
import {createEngine, runQuery} from './engine';

export interface SearchOptions {
  readonly complete?: boolean;
}

/** The local index, ready to answer requests: in the search worker, or on the main thread as a fallback. */
export interface LocalBackend {
  /**
   * Answers at once from titles and headings while the body is still being indexed (such an answer
   * has `exhaustiveNbHits: false`); with `complete`, waits for the body so the answer is final.
   */
  search(requests: readonly SearchRequest[], options?: SearchOptions): Promise<SearchResponse[]>;
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
    async search(requests, options) {
      if (options?.complete) await engine.bodyIndexed;
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
