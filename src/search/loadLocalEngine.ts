import type {LocalSearchEngine} from '@tapcraft/core/search/engine';
import type {SearchIndexFile} from '@tapcraft/core/search/types';
import type {Answer, AnswerCardFile} from '@tapcraft/core/search/answers';
import type {FacetFilters} from '@tapcraft/core/search/engine';
import type {ApiPlatform} from '@tapcraft/data/platforms-api';

/**
 * The index is a static file with a content hash in its name (see the
 * search-index plugin), fetched and parsed as JSON rather than evaluated as
 * a script chunk: a worker could only load a chunk with the blocking
 * `importScripts`, which took about three times longer there.
 */
async function fetchJson<T>(url: URL, what: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${what} answered ${response.status}.`);
  return (await response.json()) as T;
}

const fetchSearchIndex = () =>
  fetchJson<SearchIndexFile>(
    new URL('@generated/tapcraft-search-index/default/search-index.json', import.meta.url),
    'The search index',
  );

/** `load`'s promise, kept for the rest of the visit; a failed load is forgotten, so the next call retries. */
function keptUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = null;
      throw error;
    });
    return kept;
  };
}

export const ENGINE_BUILD_MEASURE = 'search: build the engine';

/**
 * Loads the offline index, and the engine code with it, the first time search
 * is used; neither is part of the bundle every page loads. Runs in the search
 * worker, or in the page where no worker can run.
 */
export const loadLocalEngine = keptUntilFailure(() =>
  Promise.all([
    import(/* webpackChunkName: "search-engine" */ '@tapcraft/core/search/engine'),
    fetchSearchIndex(),
  ]).then(([{engineFromIndexFile}, index]): LocalSearchEngine => {
    // Timed for `npm run bench:search`, which reports the build on its own.
    const start = performance.now();
    const built = engineFromIndexFile(index);
    performance.measure(ENGINE_BUILD_MEASURE, {start});
    return built;
  }),
);

/** The answer card a query gets within its facet filters, `prefer`'s entry first; or null. */
export type AnswerFinder = (
  query: string,
  filters: FacetFilters,
  prefer: ApiPlatform | undefined,
) => Answer | null;

/**
 * The answer cards, fetched with the index and kept like it, and the
 * matcher with the engine's code, out of the bundle every page loads.
 */
export const loadAnswerFinder = keptUntilFailure(() =>
  Promise.all([
    import(/* webpackChunkName: "search-engine" */ '@tapcraft/core/search/answers'),
    fetchJson<AnswerCardFile>(
      new URL('@generated/tapcraft-search-index/default/answer-cards.json', import.meta.url),
      'The answer cards',
    ),
  ]).then(([{answerIndex, filteredPlatform, findAnswer}, file]): AnswerFinder => {
    const index = answerIndex(file);
    return (query, filters, prefer) =>
      findAnswer(index, query, {platform: filteredPlatform(filters), prefer});
  }),
);

/** Starts loading now; a failure is left for the first query to report. */
export function preloadLocalEngine(): void {
  loadLocalEngine().catch(() => undefined);
  loadAnswerFinder().catch(() => undefined);
}
