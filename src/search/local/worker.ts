// The search worker: parses the index, builds the engine and answers queries off the main thread.
// Started by src/search/local/inWorker.ts, which sends it the index file's body; queries sent
// before the index is ready wait for it.
import type {WireIndex} from '../../../plugins/search-index/wire';
import {createLocalBackend, type LocalBackend} from './backend';
import type {FromWorker, ToWorker} from './protocol';

/** The parts of DedicatedWorkerGlobalScope used here (the project's TypeScript lib is the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}

const scope = self as unknown as WorkerScope;
const reply = (message: FromWorker) => {
  scope.postMessage(message);
};
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let backend: Promise<LocalBackend> = Promise.reject(new Error('the search index has not been sent'));
backend.catch(() => undefined);

scope.onmessage = ({data}) => {
  if (data.type === 'index') {
    backend = new Response(data.body)
      .json()
      .then((wire) => createLocalBackend(wire as WireIndex, data.origin, data.indexName));
    backend.catch(() => undefined); // reported to each query
    return;
  }
  const {id, requests, complete} = data;
  backend
    .then((b) => b.search(requests, {complete}))
    .then(
      (results) => reply({type: 'results', id, results}),
      (error: unknown) => reply({type: 'error', id, message: messageOf(error)}),
    );
};

reply({type: 'started'});
