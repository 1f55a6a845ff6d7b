// Messages between the search client (main thread) and the search worker.
import type {SearchRequest, SearchResponse} from '../types';

export type ToWorker =
  /** The index file's body (a Blob is passed by reference); the worker parses and indexes it. */
  | {
      readonly type: 'index';
      readonly body: Blob;
      readonly origin: string;
      readonly indexName: string;
    }
  | {
      readonly type: 'search';
      readonly id: number;
      readonly requests: readonly SearchRequest[];
      /** Wait until the body is indexed, so nbHits is final (LocalBackend's `complete`). */
      readonly complete: boolean;
    };

export type FromWorker =
  /** The worker's script runs, so it can take the index (else the main thread indexes it). */
  | {readonly type: 'started'}
  | {readonly type: 'results'; readonly id: number; readonly results: SearchResponse[]}
  /** The query could not be answered, e.g. because the index was unusable (a bad or stale file). */
  | {readonly type: 'error'; readonly id: number; readonly message: string};
