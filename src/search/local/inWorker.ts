// The main thread's side of the search worker: starts it, hands it the index bytes and relays queries.
import type {SearchRequest, SearchResponse} from '../types';
import type {LocalBackend, SearchOptions} from './backend';
import type {FromWorker, ToWorker} from './protocol';

/** No worker could run here (no Worker API, refused by a policy, or its script failed to load). */
export class WorkerUnavailableError extends Error {
  override name = 'WorkerUnavailableError';
}

interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined); // rejections are seen by whoever awaits; none is unhandled
  return {promise, resolve, reject};
}

function startWorker(): Worker {
  if (typeof Worker === 'undefined') throw new WorkerUnavailableError('this browser has no Web Worker');
  try {
    return new Worker(new URL('./worker.ts', import.meta.url), {name: 'search'});
  } catch (error) {
    throw new WorkerUnavailableError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Starts the search worker at once and, when both it and the index response are there, hands it the
 * response body as a Blob, which is passed by reference. Measured at 4x CPU, reading the body as a
 * Blob here took 10-25 ms after the download, as an ArrayBuffer 35-55 ms, and a transferred stream
 * was pumped through this thread chunk by chunk and arrived later still. Resolves as soon as the
 * body is handed over: queries go straight to the worker, which answers them once titles and
 * headings are indexed (a round trip through this thread would only delay the first answer), or
 * with an error if the index was unusable. Rejects with WorkerUnavailableError when the worker never
 * ran; the body is then unread, so the caller can index it on this thread instead.
 */
export async function openWorkerBackend(
  index: Promise<Response>,
  origin: string,
  indexName: string,
): Promise<LocalBackend> {
  const worker = startWorker();
  const started = deferred<undefined>();
  const pending = new Map<number, Deferred<SearchResponse[]>>();
  let running = false;
  let failure: Error | null = null;
  let nextId = 0;

  const fail = (error: Error) => {
    failure = error;
    worker.terminate();
    started.reject(error);
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  worker.onmessage = ({data}: MessageEvent<FromWorker>) => {
    switch (data.type) {
      case 'started':
        running = true;
        started.resolve(undefined);
        break;
      case 'results':
      case 'error': {
        const request = pending.get(data.id);
        pending.delete(data.id);
        if (data.type === 'results') request?.resolve(data.results);
        else request?.reject(new Error(data.message));
      }
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const reason = event.message || 'its script did not load';
    fail(running ? new Error(`search worker failed: ${reason}`) : new WorkerUnavailableError(reason));
  };

  try {
    const [response] = await Promise.all([index, started.promise]);
    const message: ToWorker = {type: 'index', body: await response.blob(), origin, indexName};
    worker.postMessage(message);
  } catch (error) {
    worker.terminate();
    throw error;
  }

  return {
    search(requests: readonly SearchRequest[], options?: SearchOptions) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      const request = deferred<SearchResponse[]>();
      pending.set(id, request);
      const message: ToWorker = {type: 'search', id, requests, complete: options?.complete ?? false};
      worker.postMessage(message);
      return request.promise;
    },
    dispose() {
      worker.terminate();
    },
  };
}
