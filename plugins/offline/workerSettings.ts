import type {OfflineNames} from '@tapcraft/core/offline/names';

/** What the plugin writes into `sw.js` for one locale (./worker.ts). */
export type WorkerSettings = {
  /** `offlineDocs.enabled`: false makes a worker that removes the offline docs and itself. */
  enabled: boolean;
  cachePrefix: string;
  names: Pick<OfflineNames, 'assets' | 'currentCaches' | 'pagesCache' | 'assetsCache'>;
  visitedPages: number;
  visitedAssets: number;
  networkTimeoutMs: number;
  downloadHeader: string;
  /** The page shown for a page that is neither online nor saved: a whole HTML document. */
  offlinePage: string;
};
