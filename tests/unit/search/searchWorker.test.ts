import {describe, expect, it, vi} from 'vitest';

import type {LocalSearchEngine} from '@tapcraft/core/search/engine';
import {SearchIndexUnavailableError} from '../../../src/search/indexUnavailableError';
import {createLocalSearchClient, createWorkerSearchClient} from '../../../src/search/localClient';
import {
  serveSearchRequests,
  type SearchClient,
  type SearchArguments,
  type SearchWorkerPort,
  type SearchWorkerReply,
  type SearchWorkerRequest,
} from '../../../src/search/searchWorkerProtocol';
import {SearchWorkerLink, type SearchWorker} from '../../../src/search/searchWorkerLink';
import {engine} from './fixtures';

const origin = () => 'http://localhost:3000';

function clientOn(loadEngine: () => Promise<LocalSearchEngine>): SearchClient {
  return createLocalSearchClient({loadEngine, origin, now: () => 0});
}

type WorkerScope = SearchWorkerPort<SearchWorkerRequest, SearchWorkerReply>;

/**
 * A worker and its global scope joined as the browser joins them: messages
 * are copied, and delivered in a later task.
 */
function fakeWorker(serve: (scope: WorkerScope) => void) {
  const onMessage: Array<(event: {data: SearchWorkerReply}) => void> = [];
  const onError: Array<() => void> = [];
  const inWorker: Array<(event: {data: SearchWorkerRequest}) => void> = [];
  serve({
    postMessage: (reply) =>
      setTimeout(() => onMessage.forEach((listener) => listener({data: structuredClone(reply)}))),
    addEventListener: (_type, listener) => inWorker.push(listener),
  });
  const worker = {
    requests: [] as SearchWorkerRequest[],
    terminated: false,
    postMessage(request: SearchWorkerRequest) {
      worker.requests.push(request);
      setTimeout(() => inWorker.forEach((listener) => listener({data: structuredClone(request)})));
    },
    addEventListener(type: 'message' | 'error', listener: never) {
      (type === 'message' ? onMessage : onError).push(listener);
    },
    terminate() {
      worker.terminated = true;
    },
    /** What the browser does when the worker's script fails to load. */
    fail() {
      onError.forEach((listener) => listener());
    },
  };
  return worker satisfies SearchWorker;
}

const servedBy = (client: SearchClient, loadEngine = async () => engine) =>
  fakeWorker((scope) => serveSearchRequests(scope, client, loadEngine));

function workerClient(worker: () => SearchWorker, onIndexLoad?: (loaded: boolean) => void) {
  const link = new SearchWorkerLink(worker);
  const inPage = clientOn(async () => engine);
  return {link, client: createWorkerSearchClient({link, inPage, onIndexLoad})};
}

const queries: SearchArguments[] = [
  {requests: [{indexName: 'tapcraft', query: 'find_colors'}]},
  {requests: [{indexName: 'tapcraft', query: 'colour', facetFilters: ['language:en']}]},
  {requests: [{indexName: 'tapcraft', query: 'findc', hitsPerPage: 1, page: 1}]},
  {requests: [{indexName: 'tapcraft', query: 'script', facetFilters: ['docusaurus_tag:default']}]},
];

describe('search worker', () => {
  it('answers every query exactly as the page would', async () => {
    const inPage = clientOn(async () => engine);
    const loaded = vi.fn();
    const {client} = workerClient(() => servedBy(clientOn(async () => engine)), loaded);
    for (const args of queries) {
      expect(await client.search(args)).toEqual(await inPage.search(args));
    }
    expect(loaded.mock.calls).toEqual(queries.map(() => [true]));
  });

  it('builds the engine when search opens, before any query', async () => {
    const loadEngine = vi.fn(async () => engine);
    const worker = servedBy(clientOn(loadEngine), loadEngine);
    const link = new SearchWorkerLink(() => worker);
    expect(link.start()).toBe(true);
    link.load();
    await vi.waitFor(() => expect(loadEngine).toHaveBeenCalledTimes(1));
    expect(worker.requests).toEqual([{kind: 'load'}]);
  });

  it('reports an index that cannot be fetched as a RetryError, and retries on the next query', async () => {
    let attempts = 0;
    const loadEngine = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return engine;
    };
    const loaded = vi.fn();
    const {client} = workerClient(() => servedBy(clientOn(loadEngine), loadEngine), loaded);
    const error = await client.search(queries[0]!).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchIndexUnavailableError);
    expect(error).toMatchObject({name: 'RetryError'});
    const {results} = await client.search(queries[0]!);
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(loaded.mock.calls).toEqual([[false], [true]]);
  });

  it('keeps the name of any other error, and does not call the index unavailable', async () => {
    const broken: SearchClient = {
      ...clientOn(async () => engine),
      search: () => Promise.reject(new TypeError('engine bug')),
    };
    const loaded = vi.fn();
    const {client} = workerClient(() => servedBy(broken), loaded);
    await expect(client.search(queries[0]!)).rejects.toMatchObject({
      name: 'TypeError',
      message: 'engine bug',
    });
    expect(loaded).not.toHaveBeenCalled();
  });

  it('fails the waiting queries when the worker stops, and starts another for the next', async () => {
    const silent = fakeWorker(() => undefined);
    const healthy = servedBy(clientOn(async () => engine));
    const started = [silent, healthy];
    const startWorker = vi.fn(() => started.shift()!);
    const loaded = vi.fn();
    const {client} = workerClient(startWorker, loaded);
    const waiting = client.search(queries[0]!);
    await vi.waitFor(() => expect(silent.requests).toHaveLength(1));
    silent.fail();
    await expect(waiting).rejects.toBeInstanceOf(SearchIndexUnavailableError);
    expect(silent.terminated).toBe(true);
    const {results} = await client.search(queries[0]!);
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(startWorker).toHaveBeenCalledTimes(2);
    expect(loaded.mock.calls).toEqual([[false], [true]]);
  });

  it('answers in the page where no worker can run', async () => {
    const {link, client} = workerClient(() => {
      throw new DOMException('Workers are blocked here.', 'SecurityError');
    });
    expect(link.start()).toBe(false);
    const inPage = clientOn(async () => engine);
    expect(await client.search(queries[0]!)).toEqual(await inPage.search(queries[0]!));
  });
});
