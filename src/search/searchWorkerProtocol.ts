import type {AlgoliaSearchResponse} from '@tapcraft/core/search/algoliaResponse';
import type {FacetFilters} from '@tapcraft/core/search/engine';
import type {ApiPlatform} from '@tapcraft/data/platforms-api';

/** Query parameters the DocSearch modal and the search page send. */
export type SearchParams = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  /** Offline only: the platform whose answer card shows first, the one whose docs the reader is in. */
  answerPlatform?: ApiPlatform;
};

/** Algolia's multi-query form, the one DocSearch and the search page send. */
export type SearchArguments = {requests: Array<SearchParams & {indexName: string}>};

/** The part of the Algolia client DocSearch and the search page call. */
export type SearchClient = {
  search(args: SearchArguments): Promise<{results: AlgoliaSearchResponse[]}>;
};

/**
 * The messages between the page and the search worker (searchWorkerLink.ts
 * and searchWorker.ts). Everything in them is plain data, copied between
 * the threads. `load` means search opened: fetch the index and build the
 * engine now.
 */
export type SearchWorkerRequest =
  {kind: 'load'} | {kind: 'search'; id: number; args: SearchArguments};

export type SearchWorkerReply =
  | {kind: 'results'; id: number; results: AlgoliaSearchResponse[]}
  /** The error's name is kept: DocSearch tells an unreachable index by it (`RetryError`). */
  | {kind: 'failed'; id: number; name: string; message: string};

/** What the protocol uses of a `Worker`, or of a worker's global scope. */
export type SearchWorkerPort<Incoming, Outgoing> = {
  postMessage(message: Outgoing): void;
  addEventListener(type: 'message', listener: (event: {data: Incoming}) => void): void;
};

/**
 * The worker's side: loads the engine when asked and answers each query with
 * `client`. Apart from the worker's entry so it can be tested without a worker.
 */
export function serveSearchRequests(
  port: SearchWorkerPort<SearchWorkerRequest, SearchWorkerReply>,
  client: SearchClient,
  loadEngine: () => Promise<unknown>,
): void {
  port.addEventListener('message', ({data: request}) => {
    if (request.kind === 'load') {
      // A failure is left for the first query to report, and retry.
      loadEngine().catch(() => undefined);
      return;
    }
    const {id, args} = request;
    client.search(args).then(
      ({results}) => port.postMessage({kind: 'results', id, results}),
      (error: unknown) => {
        const {name, message} = error instanceof Error ? error : new Error(String(error));
        port.postMessage({kind: 'failed', id, name, message});
      },
    );
  });
}
