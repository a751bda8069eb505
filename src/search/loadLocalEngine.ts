import {LocalSearchEngine} from './engine';
import {unpackIndex} from './indexFile';

let engine: Promise<LocalSearchEngine> | null = null;

/**
 * Loads the offline index the first time search is used and keeps it for the
 * rest of the visit. A failed load is forgotten, so the next query retries.
 */
export function loadLocalEngine(): Promise<LocalSearchEngine> {
  engine ??= import(
    /* webpackChunkName: "search-index" */ '@generated/tapcraft-search-index/default/search-index.json'
  )
    .then(({default: index}) => new LocalSearchEngine(unpackIndex(index)))
    .catch((error: unknown) => {
      engine = null;
      throw error;
    });
  return engine;
}
