/// <reference lib="webworker" />
/**
 * The service worker, built by vite-plugin-pwa (injectManifest) to /service-worker.js. Which request
 * gets which strategy, and which answers may be stored, is decided in cache-rules.ts.
 */
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  type CacheRoute,
  isCacheableResponse,
  isKeepablePage,
  NETWORK_TIMEOUT_SECONDS,
  pageState,
  routeFor,
} from './cache-rules';
import { type PublicAnswer, publicAnswersOfPage, publicCopy } from './public-answers';
import {
  type Delivery,
  deliveryOf,
  type PageMessage,
  QUEUED_BY_BACKGROUND_SYNC,
  type WorkerMessage,
} from './worker-messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The app shell: the page shown offline for an app screen (or a page never opened before), once the app is kept. */
const SHELL_URL = '/index.html';

/**
 * Keeps the React app for offline use: the shell and the scripts and stylesheet it names, read from
 * the shell itself (so the list always matches the build), into the assets' cache, where the asset
 * route finds them. Asked for by a page only once the person is signed in or opened an app screen:
 * a first visit of a public page costs no byte of the app.
 */
let keeping: Promise<void> | null = null;

/** Asked again while it runs (a second tab, the app and the page script both asking): the same run. */
function keepTheAppOnce(): Promise<void> {
  keeping ??= keepTheApp().finally(() => {
    keeping = null;
  });
  return keeping;
}

async function keepTheApp(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.assets);
  const shell = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!shell.ok) return;
  const html = await shell.clone().text();
  const files = [
    ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] as string)),
  ];
  await cache.put(SHELL_URL, shell);
  const missing = [];
  // Any cache of this worker will do: the precache already holds the stylesheet under its own name.
  for (const file of files) if (!(await caches.match(file))) missing.push(file);
  await cache.addAll(missing);
}

// A new version waits until the visitor chooses 'Reload' (update-toast.tsx), so an open page never
// loses the script chunks it was built with; the very first version takes control at once.
clientsClaim();
self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'CACHE_APP') event.waitUntil(keepTheAppOnce().catch(() => undefined));
});

cleanupOutdatedCaches();
// The precache holds what every page needs (shell-entries.ts: the stylesheet). Pages are
// server-rendered and go network-first below: no directory index and no clean URLs.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '__none__', cleanURLs: false });

/** Refuses to store anything private: signed-in answers (no-store), private paths, errors. */
const publicAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    isCacheableResponse(new URL(request.url), response.status, response.headers.get('Cache-Control')) ? response : null,
};

/** A kept public answer: JSON, no viewer, nothing to revalidate against. */
const keptAnswer = (body: unknown) => Response.json(body, { headers: { 'Cache-Control': 'no-cache' } });

/**
 * Public job reads: a guest's answer as it is; a signed-in visitor's (no-store: it carries their
 * has_applied) as the guest's copy (public-answers.ts), so offline it is there for them too.
 */
const publicCopies: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const url = new URL(request.url);
    if (isCacheableResponse(url, response.status, response.headers.get('Cache-Control'))) return response;
    if (response.status !== 200) return null;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const copy = publicCopy(url, body);
    return copy === null ? null : keptAnswer(copy);
  },
};

const jobLists = { cacheName: CACHE_NAMES.jobLists, maxEntries: CACHE_LIMITS.jobLists };
const expiries = {
  'job-list': new CacheExpiration(jobLists.cacheName, { maxEntries: jobLists.maxEntries }),
  'job-detail': new CacheExpiration(CACHE_NAMES.jobDetails, { maxEntries: CACHE_LIMITS.jobDetails }),
};

/**
 * The public answers a server-rendered page was made with, kept as the app would have read them: a
 * job or a list opened by its address is then there offline for a signed-in visitor too.
 */
async function keepPublicAnswers(answers: PublicAnswer[]): Promise<void> {
  try {
    for (const { url, route, body } of answers) {
      const cacheName = route === 'job-detail' ? CACHE_NAMES.jobDetails : jobLists.cacheName;
      await (await caches.open(cacheName)).put(url, keptAnswer(body));
      await expiries[route].updateTimestamp(url);
    }
    if (answers.length > 0) await Promise.all(Object.values(expiries).map((expiry) => expiry.expireEntries()));
  } catch {
    // Storage full or refused: the page itself is not affected, only what stays for offline use.
  }
}

/**
 * Pages: a public answer as above, or a server-rendered page (always `private`) a person opened,
 * guest or signed in (cache-rules.ts isKeepablePage): the pages a person opened stay readable
 * offline. A signed-in person's pages name them, so logout deletes them (lib/forget-browsing.ts, from
 * the login page's reset, pages/logout.ts). The public answers in an older page's state are kept for
 * the app (keepPublicAnswers).
 */
const openedPages: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const url = new URL(request.url);
    const cacheControl = response.headers.get('Cache-Control');
    if (isCacheableResponse(url, response.status, cacheControl)) return response;
    if (!isKeepablePage(url, response.status, response.headers.get('Content-Type'), cacheControl)) return null;
    await keepPublicAnswers(publicAnswersOfPage(pageState(await response.clone().text()), self.location.origin));
    return response;
  },
};

const expiring = (maxEntries: number, maxAgeSeconds?: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });

const strategies = {
  'job-list': new StaleWhileRevalidate({
    cacheName: jobLists.cacheName,
    plugins: [publicCopies, expiring(jobLists.maxEntries)],
  }),
  'job-list-fresh': new NetworkFirst({
    cacheName: jobLists.cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [publicCopies, expiring(jobLists.maxEntries)],
  }),
  'job-detail': new NetworkFirst({
    cacheName: CACHE_NAMES.jobDetails,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [publicCopies, expiring(CACHE_LIMITS.jobDetails)],
  }),
  image: new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [publicAnswersOnly, expiring(CACHE_LIMITS.images, CACHE_LIMITS.imagesMaxAgeSeconds)],
  }),
  asset: new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [publicAnswersOnly, expiring(CACHE_LIMITS.assets)],
  }),
  // No timeout: a kept page stands in only when the network fails (offline), never for a slow answer
  // a person is waiting for.
  page: new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    // Cookie (in the pages' Vary) is invisible to a worker's requests: compare URLs only.
    matchOptions: { ignoreVary: true },
    plugins: [openedPages, expiring(CACHE_LIMITS.pages)],
  }),
};

async function notifyPages(message: WorkerMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

async function deliver(request: Request): Promise<Delivery> {
  const response = await fetch(request);
  const body = response.ok ? null : await response.json().catch(() => null);
  // Only POSTs and DELETEs are queued (routeFor's 'queued-write').
  const method = request.method === 'DELETE' ? 'DELETE' : 'POST';
  return deliveryOf(method, new URL(request.url).pathname, response.status, body);
}

/**
 * Applications and saved-job changes made offline, replayed by the browser's Background Sync when the
 * network is back, in order (a save then its removal ends removed); the pages learn what became of
 * each (deliveries.ts), the one that queued it shows it. The queue keeps its first name, so requests
 * an older worker queued are still sent.
 */
const queuedWrites = new Queue('lj-applications', {
  maxRetentionTime: 7 * 24 * 60,
  onSync: async ({ queue }) => {
    const deliveries: Delivery[] = [];
    try {
      for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
        try {
          deliveries.push(await deliver(entry.request.clone()));
        } catch (error) {
          // Still offline: this one and the rest wait for the next sync.
          await queue.unshiftRequest(entry);
          throw error;
        }
      }
    } finally {
      if (deliveries.length > 0) await notifyPages({ type: 'APPLICATIONS_SENT', deliveries });
    }
  },
});

/**
 * Only where the browser has Background Sync: elsewhere the network error reaches the page, which
 * keeps the request itself and sends it on the next 'online' event or visit (offline-queue.ts).
 */
async function sendOrQueue({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch (error) {
    // An abort is the page's 30 s timeout: the page reports it; the server may well have the application.
    if (!('sync' in self.registration) || request.signal.aborted) throw error;
    await queuedWrites.pushRequest({ request: copy });
    return Response.json(QUEUED_BY_BACKGROUND_SYNC, { status: 202 });
  }
}

async function pageOrShell(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await strategies.page.handle(options);
  } catch {
    return (await caches.match(SHELL_URL, { cacheName: CACHE_NAMES.assets })) ?? Response.error();
  }
}

const routeOf = (request: Request, url: URL): CacheRoute | null =>
  routeFor({
    url,
    method: request.method,
    wantsPage: request.mode === 'navigate' || (request.headers.get('Accept') ?? '').startsWith('text/html'),
    origin: self.location.origin,
    personal: request.headers.has('Authorization'),
  });

for (const method of ['POST', 'DELETE'] as const) {
  registerRoute(({ request, url }) => routeOf(request, url) === 'queued-write', sendOrQueue, method);
}
registerRoute(({ request, url }) => routeOf(request, url) === 'page', pageOrShell);
for (const name of ['job-list', 'job-list-fresh', 'job-detail', 'image', 'asset'] as const) {
  registerRoute(({ request, url }) => routeOf(request, url) === name, strategies[name]);
}
