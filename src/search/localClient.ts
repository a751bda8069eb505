import type {LocalSearchEngine} from '@tapcraft/core/search/engine';
import {SearchIndexUnavailableError} from './indexUnavailableError';
import type {AnswerFinder} from './loadLocalEngine';
import type {SearchWorkerLink} from './searchWorkerLink';
import type {SearchClient} from './searchWorkerProtocol';

/** The response builder goes with the engine, out of the bundle every page loads. */
function loadResponseBuilder() {
  return import(/* webpackChunkName: "search-engine" */ '@tapcraft/core/search/algoliaResponse');
}

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_SNIPPET_WORDS = 20;

function snippetWords(attributes: string[] | undefined): number {
  const content = attributes?.find((a) => a.startsWith('content:'));
  const words = content ? Number(content.split(':')[1]) : NaN;
  return Number.isFinite(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS;
}

export type LocalClientOptions = {
  loadEngine: () => Promise<LocalSearchEngine>;
  /** The answer cards; without them, or when they cannot be loaded, results carry none. */
  loadAnswers?: () => Promise<AnswerFinder>;
  /** Absolute URL base for hits, normally `window.location.origin`. */
  origin: () => string;
  now?: () => number;
  /** Told whether the index could be loaded, after every attempt. */
  onIndexLoad?: (loaded: boolean) => void;
};

/** A search client with the Algolia client's `search` contract, answered locally. */
export function createLocalSearchClient({
  loadEngine,
  loadAnswers,
  origin,
  now = () => performance.now(),
  onIndexLoad,
}: LocalClientOptions): SearchClient {
  return {
    async search({requests}) {
      let engine: LocalSearchEngine;
      let toAlgoliaResponse: Awaited<ReturnType<typeof loadResponseBuilder>>['toAlgoliaResponse'];
      // A card is an extra: search answers without it.
      const answers = loadAnswers?.().catch(() => null);
      try {
        [engine, {toAlgoliaResponse}] = await Promise.all([loadEngine(), loadResponseBuilder()]);
      } catch (error) {
        onIndexLoad?.(false);
        throw new SearchIndexUnavailableError(error);
      }
      onIndexLoad?.(true);
      const findAnswer = await answers;
      const results = requests.map((request) => {
        const started = now();
        const query = request.query ?? '';
        const filters = request.facetFilters ?? [];
        const matches = engine.search(query, filters);
        const answer = findAnswer?.(query, filters, request.answerPlatform);
        const response = toAlgoliaResponse(matches, {
          query,
          indexName: request.indexName,
          page: request.page ?? 0,
          hitsPerPage: request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE,
          highlightPreTag: request.highlightPreTag ?? '<mark>',
          highlightPostTag: request.highlightPostTag ?? '</mark>',
          snippetWords: snippetWords(request.attributesToSnippet),
          origin: origin(),
          processingTimeMS: Math.round(now() - started),
        });
        return answer ? {...response, answer} : response;
      });
      return {results};
    },
  };
}

export type WorkerClientOptions = {
  link: Pick<SearchWorkerLink, 'start' | 'search'>;
  /** Answers in this thread where no worker can run. */
  inPage: SearchClient;
  onIndexLoad?: (loaded: boolean) => void;
};

/** The same client contract, answered by the search worker (see searchWorkerLink.ts). */
export function createWorkerSearchClient({
  link,
  inPage,
  onIndexLoad,
}: WorkerClientOptions): SearchClient {
  return {
    async search(args) {
      if (!link.start()) return inPage.search(args);
      try {
        const results = await link.search(args);
        onIndexLoad?.(true);
        return {results};
      } catch (error) {
        if (error instanceof SearchIndexUnavailableError) onIndexLoad?.(false);
        throw error;
      }
    },
  };
}
