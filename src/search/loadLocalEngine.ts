import type {LocalSearchEngine} from './engine';

let engine: Promise<LocalSearchEngine> | null = null;

export const ENGINE_BUILD_MEASURE = 'search: build the engine';

/**
 * Loads the offline index, and the engine code with it, the first time search
 * is used, and keeps them for the rest of the visit; neither is part of the
 * bundle every page loads. A failed load is forgotten, so the next query retries.
 */
export function loadLocalEngine(): Promise<LocalSearchEngine> {
  engine ??= Promise.all([
    import(/* webpackChunkName: "search-engine" */ './engine'),
    import(
      /* webpackChunkName: "search-index" */ '@generated/tapcraft-search-index/default/search-index.json'
    ),
  ])
    .then(([{engineFromIndexFile}, {default: index}]) => {
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

/**
 * Starts loading when search opens, so the index is fetched and built while
 * the visitor types. A failure is left for the first query to report.
 */
export function preloadLocalEngine(): void {
  loadLocalEngine().catch(() => undefined);
}
