import type {LocalSearchEngine} from '@tapcraft/core/search/engine';
import type {SearchIndexFile} from '@tapcraft/core/search/types';

/**
 * The index is a static file with a content hash in its name (see the
 * search-index plugin), fetched and parsed as JSON rather than evaluated as
 * a script chunk: a worker could only load a chunk with the blocking
 * `importScripts`, which took about three times longer there.
 */
async function fetchSearchIndex(): Promise<SearchIndexFile> {
  const response = await fetch(
    new URL('@generated/tapcraft-search-index/default/search-index.json', import.meta.url),
  );
  if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
  return (await response.json()) as SearchIndexFile;
}

let engine: Promise<LocalSearchEngine> | null = null;

export const ENGINE_BUILD_MEASURE = 'search: build the engine';

/**
 * Loads the offline index, and the engine code with it, the first time search
 * is used, and keeps them for the rest of the visit; neither is part of the
 * bundle every page loads. Runs in the search worker, or in the page where no
 * worker can run. A failed load is forgotten, so the next query retries.
 */
export function loadLocalEngine(): Promise<LocalSearchEngine> {
  engine ??= Promise.all([
    import(/* webpackChunkName: "search-engine" */ '@tapcraft/core/search/engine'),
    fetchSearchIndex(),
  ])
    .then(([{engineFromIndexFile}, index]) => {
      // Timed for `npm run bench:search`, which reports the build on its own.
      const start = performance.now();
      const built = engineFromIndexFile(index);
      performance.measure(ENGINE_BUILD_MEASURE, {start});
      return built;
    })
    .catch((error: unknown) => {
      engine = null;
      throw error;
    });
  return engine;
}

/** Starts loading now; a failure is left for the first query to report. */
export function preloadLocalEngine(): void {
  loadLocalEngine().catch(() => undefined);
}
