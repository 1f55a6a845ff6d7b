// Messages between the search client (main thread) and the search worker.
import type {SearchRequest, SearchResponse} from '../types';

export type ToWorker =
  /** The index file's bytes, transferred; the worker parses and indexes them. */
  | {readonly type: 'index'; readonly bytes: ArrayBuffer; readonly origin: string; readonly indexName: string}
  | {readonly type: 'search'; readonly id: number; readonly requests: readonly SearchRequest[]};

export type FromWorker =
  /** The worker's script runs: it is safe to transfer the index to it. */
  | {readonly type: 'started'}
  /** Titles and headings are indexed: queries can be answered. */
  | {readonly type: 'ready'}
  /** The index could not be used (a bad or stale file). */
  | {readonly type: 'failed'; readonly message: string}
  | {readonly type: 'results'; readonly id: number; readonly results: SearchResponse[]}
  | {readonly type: 'error'; readonly id: number; readonly message: string};
