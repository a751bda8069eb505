/**
 * The offline docs' files, which the plugin writes, and the registration of
 * the worker: all that the page loaded first needs of the offline docs.
 */

// Paths relative to a locale's base URL and build folder; one constant
// each, so the bundle every page loads gets only the worker's.

/** The worker; its scope is the base URL. */
export const WORKER_FILE = 'sw.js';
/** What the download fetches (./manifest.ts). */
export const MANIFEST_FILE = 'offline/manifest.json';
/** The download's size and version, and the mark of a complete download (./size.ts). */
export const SIZE_FILE = 'offline/size.json';

/**
 * Registers the locale's worker, or finds it registered. The browser then
 * asks for `sw.js` again as pages are visited (it is sent with `no-cache`)
 * and switches to a changed one without asking the reader.
 */
export function registerWorker(baseUrl: string): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(`${baseUrl}${WORKER_FILE}`, {scope: baseUrl});
}

/**
 * What "Download for offline" fetches for one locale, written by the plugin
 * as `offline/manifest.json`. Addresses are paths on the site, percent-encoded.
 */
export type OfflineManifest = {
  locale: string;
  baseUrl: string;
  /** Every docs page of the locale, and no other page. */
  pages: string[];
  /**
   * What the pages need besides themselves: their Markdown twins (the Copy
   * page menu), every file of the locale's `assets/` (scripts, styles and
   * the search index; all content-hashed) and the images the pages show.
   */
  files: string[];
};

/** `offline/size.json`: what the control shows before a download, and stores once it is complete. */
export type OfflineSize = {
  /** Changes whenever a file of the download changes. */
  version: string;
  /** Bytes of the responses' bodies, as nginx sends them. */
  bytes: number;
  files: number;
};

/** What the pages get of the plugin (`usePluginData('tapcraft-offline')`), only while the worker is registered. */
export type OfflineGlobalData = {version: number};
