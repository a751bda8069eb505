/**
 * The offline docs' settings (plugins/offline): a service worker, and
 * "Download for offline" in the docs sidebar. Their own module rather than
 * part of site.ts, which the script of nearly every page carries whole: the
 * page that explains the download reads these numbers.
 */

export type OfflineDocsSettings = {
  /**
   * The switch. `false` ships a worker that unregisters itself and deletes
   * every cache it made, which each visitor's browser fetches on its next
   * visit, and leaves the registration and the control out of the pages.
   */
  enabled: boolean;
  /**
   * Names the caches. Raise it to make every visitor's worker delete what an
   * earlier version stored (the downloads too) when the new one starts.
   */
  version: number;
  /** Pages kept as they are read, the least recently read going first. */
  visitedPages: number;
  /** Files of `assets/` kept as pages load them, the oldest going first. */
  visitedAssets: number;
  /** How long a page may take to answer before a saved copy is shown instead. */
  networkTimeoutMs: number;
};

export const offlineDocs: OfflineDocsSettings = {
  enabled: true,
  version: 1,
  visitedPages: 50,
  visitedAssets: 300,
  networkTimeoutMs: 3000,
};
