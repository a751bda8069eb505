/**
 * The offline docs' service worker. The plugin (./index.ts) turns this file
 * into `sw.js` at the root of each locale, after a line that defines
 * `settings` for that locale; it imports nothing when it runs.
 *
 * Pages and every other file outside `assets/` come from the network first:
 * a saved copy is used only when the network fails or has not answered
 * within `networkTimeoutMs`, so an online visitor never reads an old page.
 * Files of `assets/` have their content hash in their name: a saved copy is
 * always right, so it is used first. A page the network cannot give and no
 * cache has gets the offline page.
 */
import type {WorkerSettings} from './workerSettings';

declare const settings: WorkerSettings;

// The parts of the service worker scope used here (TypeScript's DOM library
// lacks the worker's types, and both cannot be loaded in one program).
type ExtendableEvent = Event & {waitUntil(promise: Promise<unknown>): void};
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  location: Location;
  registration: {unregister(): Promise<boolean>};
  clients: {claim(): Promise<void>};
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const {names} = settings;

async function deleteCaches(keep: (name: string) => boolean): Promise<void> {
  const ours = (await caches.keys()).filter((name) => name.startsWith(settings.cachePrefix));
  await Promise.all(ours.filter((name) => !keep(name)).map((name) => caches.delete(name)));
}

/** Keeps the newest `limit` entries; a cache lists its entries in the order they were put. */
async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -limit).map((key) => cache.delete(key)));
}

async function keepPage(url: string, response: Response): Promise<void> {
  const cache = await caches.open(names.pagesCache);
  const key = url.replace(/[?#].*$/, '');
  // Put again at the end: the least recently read page is the first to go.
  await cache.delete(key);
  await cache.put(key, response);
  await trim(cache, settings.visitedPages);
}

async function keepAsset(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(names.assetsCache);
  await cache.put(request, response);
  await trim(cache, settings.visitedAssets);
}

function offlinePage(): Response {
  return new Response(settings.offlinePage, {
    status: 503,
    headers: {'Content-Type': 'text/html; charset=utf-8'},
  });
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const saved = await caches.match(event.request, {ignoreVary: true});
  if (saved) return saved;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(keepAsset(event.request, response.clone()));
  return response;
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  const {request} = event;
  const isPage = request.mode === 'navigate';
  // Pages are sent with `Vary: Accept`, and the download asked with another Accept header.
  const saved = () => caches.match(request, {ignoreVary: true, ignoreSearch: isPage});
  const fresh = fetch(request);
  // Registered before the answer goes out, so the copy is taken before the browser reads the body.
  const kept = fresh.then((response) => {
    if (isPage && response.ok) {
      return keepPage(request.url, response.clone());
    }
  });
  event.waitUntil(kept.catch(() => undefined));
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(resolve, settings.networkTimeoutMs),
  );
  try {
    return (await Promise.race([fresh, timeout])) ?? (await saved()) ?? (await fresh);
  } catch {
    return (await saved()) ?? (isPage ? offlinePage() : Response.error());
  }
}

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

if (settings.enabled) {
  worker.addEventListener('activate', (event) => {
    // Caches of another `version` hold nothing this worker reads.
    const current = deleteCaches((name) => name.startsWith(names.currentCaches));
    event.waitUntil(current.then(() => worker.clients.claim()));
  });
  worker.addEventListener('fetch', (event) => {
    const {request} = event;
    const url = new URL(request.url);
    if (
      request.method !== 'GET' ||
      url.origin !== worker.location.origin ||
      request.headers.has(settings.downloadHeader)
    ) {
      return;
    }
    event.respondWith(
      url.pathname.startsWith(names.assets) ? cacheFirst(event) : networkFirst(event),
    );
  });
} else {
  // The switch is off: this worker removes everything the offline docs stored, then itself.
  worker.addEventListener('activate', (event) => {
    event.waitUntil(deleteCaches(() => false).then(() => worker.registration.unregister()));
  });
}
