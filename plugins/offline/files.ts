/**
 * The offline docs' files, which the plugin writes, and the registration of
 * the worker: all that the page loaded first needs of plugins/offline.
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
