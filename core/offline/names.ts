/**
 * Names of the offline docs' caches and files, shared by the plugin, the
 * worker's settings and the download (src/components/OfflineDownload).
 */
import {MANIFEST_FILE, SIZE_FILE} from './files';

/** Every cache of the offline docs starts with this: the switch deletes them all. */
export const CACHE_PREFIX = 'tapcraft-offline-';

/**
 * The download's requests carry this header, and the worker lets them pass:
 * the download stores what it fetches itself, in its own cache.
 */
export const DOWNLOAD_HEADER = 'X-Tapcraft-Offline-Download';

export type OfflineLocale = {
  /** The locale's base URL: `/`, or `/zh-Hans/` for another locale. */
  baseUrl: string;
  locale: string;
  /** `offlineDocs.version` of src/data/offline.ts. */
  version: number;
};

/** The files and caches of one locale's offline docs. */
export function offlineNames({baseUrl, locale, version}: OfflineLocale) {
  const currentCaches = `${CACHE_PREFIX}v${version}-`;
  const ownCaches = `${currentCaches}${locale}-`;
  return {
    /** The worker's scope: the locale's base URL. */
    scope: baseUrl,
    manifest: `${baseUrl}${MANIFEST_FILE}`,
    size: `${baseUrl}${SIZE_FILE}`,
    /** Content-hashed files: a saved copy is always the right one. */
    assets: `${baseUrl}assets/`,
    /** Every cache name of this `version`; the worker deletes the others when it starts. */
    currentCaches,
    pagesCache: `${ownCaches}pages`,
    assetsCache: `${ownCaches}assets`,
    /** Each download has a cache of its own, this prefix plus the version it holds. */
    downloadCaches: `${ownCaches}download-`,
  };
}

export type OfflineNames = ReturnType<typeof offlineNames>;
