import type {AlgoliaSearchResponse} from '@tapcraft/core/search/algoliaResponse';
import {SearchIndexUnavailableError} from './indexUnavailableError';
import {preloadLocalEngine} from './loadLocalEngine';
import type {SearchArguments} from './searchWorkerProtocol';
import type {
  SearchWorkerPort,
  SearchWorkerReply,
  SearchWorkerRequest,
} from './searchWorkerProtocol';

/** What the link uses of a `Worker`. */
export type SearchWorker = SearchWorkerPort<SearchWorkerReply, SearchWorkerRequest> & {
  addEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
};

type WaitingQuery = {
  resolve: (results: AlgoliaSearchResponse[]) => void;
  reject: (error: Error) => void;
};

function errorFromReply({name, message}: {name: string; message: string}): Error {
  const error = new Error(message);
  return name === 'RetryError'
    ? new SearchIndexUnavailableError(error)
    : Object.assign(error, {name});
}

/**
 * The page's end of the search worker. The offline index is fetched, parsed
 * and built in a worker, so building it never blocks the page: the modal
 * draws and takes keystrokes meanwhile. One worker serves every search client
 * of the visit; if it stops, the next query starts another.
 */
export class SearchWorkerLink {
  private worker: SearchWorker | null = null;
  private readonly waiting = new Map<number, WaitingQuery>();
  private nextId = 0;

  constructor(private readonly startWorker: () => SearchWorker) {}

  /** Starts the worker if none runs. False where no worker can run. */
  start(): boolean {
    if (this.worker) return true;
    let worker: SearchWorker;
    try {
      worker = this.startWorker();
    } catch {
      return false;
    }
    worker.addEventListener('message', ({data}) => this.receive(data));
    // Its script could not be fetched, or it failed: what waits is answered
    // as an index that cannot be fetched, and the next query starts afresh.
    worker.addEventListener('error', () => {
      worker.terminate();
      this.worker = null;
      const lost = new SearchIndexUnavailableError(new Error('The search worker stopped.'));
      this.waiting.forEach(({reject}) => reject(lost));
      this.waiting.clear();
    });
    this.worker = worker;
    return true;
  }

  /** Asks the worker to fetch the index and build the engine now. */
  load(): void {
    this.worker?.postMessage({kind: 'load'});
  }

  /** Answered by the worker; call after `start()` returned true. */
  search(args: SearchArguments): Promise<AlgoliaSearchResponse[]> {
    const worker = this.worker!;
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, {resolve, reject});
      worker.postMessage({kind: 'search', id, args});
    });
  }

  private receive(reply: SearchWorkerReply): void {
    const query = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    if (reply.kind === 'results') query?.resolve(reply.results);
    else query?.reject(errorFromReply(reply));
  }
}

export const searchWorkerLink = new SearchWorkerLink(
  () =>
    new Worker(
      /* webpackChunkName: "search-worker" */ new URL('./searchWorker.ts', import.meta.url),
      {name: 'search'},
    ),
);

/**
 * Search opened: the index is fetched and built while the visitor types, in
 * the worker, or in the page where no worker can run. A failure is left for
 * the first query to report.
 */
export function preloadLocalSearch(): void {
  if (searchWorkerLink.start()) searchWorkerLink.load();
  else preloadLocalEngine();
}
