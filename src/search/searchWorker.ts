import {loadAnswerFinder, loadLocalEngine} from './loadLocalEngine';
import {createLocalSearchClient} from './localClient';
import {
  serveSearchRequests,
  type SearchWorkerPort,
  type SearchWorkerReply,
  type SearchWorkerRequest,
} from './searchWorkerProtocol';

/*
 * The search worker's entry, started by searchWorkerLink.ts when a visitor
 * is about to search. The engine's code is fetched at once; the index waits
 * until search opens.
 */

// Loaded again when the engine is needed, which is where a failure is reported.
import(/* webpackChunkName: "search-engine" */ '@tapcraft/core/search/engine').catch(
  () => undefined,
);

serveSearchRequests(
  self as unknown as SearchWorkerPort<SearchWorkerRequest, SearchWorkerReply>,
  createLocalSearchClient({
    loadEngine: loadLocalEngine,
    loadAnswers: loadAnswerFinder,
    origin: () => self.location.origin,
  }),
  () => Promise.all([loadLocalEngine(), loadAnswerFinder()]),
);
