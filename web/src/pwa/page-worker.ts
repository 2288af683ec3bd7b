/// <reference lib="webworker" />
/**
 * The light worker a guest's public pages register (/page-worker.js, built alone by
 * vite.page-worker.config.ts; pages/worker.ts registers it): the pages a person opened stay readable
 * offline, with their stylesheet, page script and images. No workbox, no precache, nothing of the app,
 * no Background Sync: an application made offline stays with the page (pages/offline-writes.ts). What
 * may be stored is decided by cache-rules.ts, as for the app's worker (service-worker.ts), which takes
 * this one's place once the person is signed in or opens an app screen, and finds these caches.
 */
import { CACHE_LIMITS, CACHE_NAMES, type CacheRoute, mayKeep, routeOfRequest } from './cache-rules';
import type { PageMessage, UrlsToCache } from './worker-messages';

declare const self: ServiceWorkerGlobalScope;

/** The routes this worker answers, each with its cache and how many entries it keeps. */
const KEPT: Partial<Record<CacheRoute, { cacheName: string; limit: number }>> = {
  page: { cacheName: CACHE_NAMES.pages, limit: CACHE_LIMITS.pages },
  asset: { cacheName: CACHE_NAMES.assets, limit: CACHE_LIMITS.assets },
  image: { cacheName: CACHE_NAMES.images, limit: CACHE_LIMITS.images },
};

// A new version holds no file a page relies on (pages are the server's, assets hashed): it takes over
// at once, and the first one controls the page that registered it, so a first visit works offline.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Stores an answer, then drops the oldest entries past the limit (a put moves an address to the end). */
async function keep(route: CacheRoute, request: Request, response: Response): Promise<void> {
  const kept = KEPT[route];
  if (!kept || !mayKeep(route, new URL(request.url), response)) return;
  try {
    const cache = await caches.open(kept.cacheName);
    await cache.put(request, response);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - kept.limit)).map((key) => cache.delete(key)));
  } catch {
    // Storage full or refused: the page itself is not affected, only what stays for offline use.
  }
}

/** A kept answer; an image older than its maximum age is not (its Date header says when it was fetched). */
async function kept(route: CacheRoute, request: Request): Promise<Response | undefined> {
  const cacheName = KEPT[route]?.cacheName;
  // Cookie (in the pages' Vary) is invisible to a worker's requests: compare URLs only.
  const response = cacheName ? await caches.match(request, { cacheName, ignoreVary: true }) : undefined;
  const age = Date.now() - Date.parse(response?.headers.get('Date') ?? '');
  return route === 'image' && age > CACHE_LIMITS.imagesMaxAgeSeconds * 1000 ? undefined : response;
}

/**
 * Pages from the network, the kept copy only when the network fails (offline), never for a slow
 * answer a person waits for; images and hashed files from the cache first.
 */
async function answer(event: FetchEvent, route: CacheRoute): Promise<Response> {
  const { request } = event;
  if (route !== 'page') {
    const hit = await kept(route, request);
    if (hit) return hit;
  }
  try {
    const response = await fetch(request);
    event.waitUntil(keep(route, request, response.clone()));
    return response;
  } catch (error) {
    const copy = route === 'page' ? await kept(route, request) : undefined;
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const route = routeOfRequest(event.request, self.location.origin);
  if (route && KEPT[route]) event.respondWith(answer(event, route));
});

/** The page and files of a first visit, fetched before this worker existed: kept by the same rules. */
async function keepFirstVisit(urls: UrlsToCache): Promise<void> {
  for (const entry of urls) {
    const request = typeof entry === 'string' ? new Request(entry) : new Request(...entry);
    const route = routeOfRequest(request, self.location.origin);
    if (!route || !KEPT[route]) continue;
    await fetch(request)
      .then((response) => keep(route, request, response))
      .catch(() => undefined);
  }
}

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'CACHE_URLS') event.waitUntil(keepFirstVisit(message.payload.urlsToCache));
});
