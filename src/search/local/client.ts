import type {WireIndex} from '../../../plugins/search-index/wire';
import {unpack} from '../../../plugins/search-index/wire';
import type {SearchRequest, SearchResponse} from '../types';
import {createEngine, runQuery, type Engine} from './engine';

/** The lazily loaded half of the local backend: engine + index, ready to answer requests. */
export interface LocalBackend {
  search(requests: readonly SearchRequest[]): SearchResponse[];
}

export async function createLocalBackend(
  wire: WireIndex,
  origin: string,
  localIndexName: string,
): Promise<LocalBackend> {
  const engine: Engine = await createEngine(unpack(wire), origin);
  return {
    search(requests) {
      // Requests for other indices (e.g. Ask AI's suggested questions) have nothing here.
      return requests.map((request) =>
        request.indexName === localIndexName ? runQuery(engine, request) : runQuery(engine, {...request, query: ''}),
      );
    },
  };
}
