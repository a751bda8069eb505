import {useSyncExternalStore} from 'react';

import {registerWorker, type OfflineManifest, type OfflineSize} from '@tapcraft/core/offline/files';
import {DOWNLOAD_HEADER, type OfflineNames} from '@tapcraft/core/offline/names';
import {inParallel} from '@tapcraft/core/inParallel';

/**
 * The download of a locale's docs into Cache Storage, done by the page
 * (the worker only reads what it stores). Kept outside React, so that it
 * runs on, and its progress shows, as the reader moves between pages.
 */

export type DownloadState = {
  running: boolean;
  /** Bytes received, as the server sent them. */
  done: number;
  total: number;
  error: string | null;
};

/** Six at a time: what a browser opens to one server over HTTP/1.1. */
const PARALLEL_REQUESTS = 6;

let state: DownloadState = {running: false, done: 0, total: 0, error: null};
let running: AbortController | null = null;
const listeners = new Set<() => void>();

function update(change: Partial<DownloadState>) {
  state = {...state, ...change};
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDownloadState(): DownloadState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** The size and version of the download the server has now. */
export async function currentSize(names: OfflineNames): Promise<OfflineSize> {
  const response = await fetch(names.size, {cache: 'no-cache'});
  if (!response.ok) throw new Error(`${names.size} answered ${response.status}`);
  return (await response.json()) as OfflineSize;
}

/** The size and version of the saved download, stored last, so only a complete one has it. */
export async function savedSize(names: OfflineNames): Promise<OfflineSize | null> {
  const saved = await caches.match(names.size);
  return saved ? ((await saved.json()) as OfflineSize) : null;
}

async function deleteDownloads(names: OfflineNames, except?: string) {
  const downloads = (await caches.keys()).filter(
    (name) => name.startsWith(names.downloadCaches) && name !== except,
  );
  await Promise.all(downloads.map((name) => caches.delete(name)));
}

/**
 * Fetches every file of the manifest into a cache named by the version,
 * then marks it complete and deletes older downloads: until then the
 * previous download, if any, stays whole. Resolves to whether it completed.
 */
export async function download(names: OfflineNames, size: OfflineSize): Promise<boolean> {
  const controller = new AbortController();
  running = controller;
  const cacheName = `${names.downloadCaches}${size.version}`;
  update({running: true, done: 0, total: size.bytes, error: null});
  // Fresh copies, and the worker lets these requests pass (core/offline/names.ts).
  const get = async (url: string) => {
    const response = await fetch(url, {
      cache: 'reload',
      headers: {[DOWNLOAD_HEADER]: '1'},
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  };
  // Content-Length is what the server sent: the Brotli copy's bytes, as `size.bytes` counts them.
  const received = (response: Response) =>
    update({done: state.done + Number(response.headers.get('content-length') ?? 0)});
  try {
    // The worker serves the copy; it may not be registered yet on a first visit.
    await registerWorker(names.scope);
    // Asks the browser to keep the copy when storage runs low.
    void navigator.storage?.persist?.().catch(() => undefined);
    const manifestResponse = await get(names.manifest);
    received(manifestResponse);
    const manifest = (await manifestResponse.json()) as OfflineManifest;
    const cache = await caches.open(cacheName);
    await inParallel([...manifest.pages, ...manifest.files], PARALLEL_REQUESTS, async (url) => {
      const response = await get(url);
      await cache.put(url, response);
      received(response);
    });
    await cache.put(
      names.size,
      new Response(JSON.stringify(size), {headers: {'Content-Type': 'application/json'}}),
    );
    await deleteDownloads(names, cacheName);
    return true;
  } catch (error) {
    const cancelled = controller.signal.aborted;
    controller.abort();
    await caches.delete(cacheName);
    update({error: cancelled ? null : error instanceof Error ? error.message : String(error)});
    return false;
  } finally {
    if (running === controller) running = null;
    update({running: false});
  }
}

/** Stops a running download and deletes every download of the locale. */
export async function removeDownloads(names: OfflineNames): Promise<void> {
  running?.abort();
  await deleteDownloads(names);
}
