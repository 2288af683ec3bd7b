/** Messages between the pages and the service worker, and the worker's answer to a queued application. */

/** Page to worker: the visitor chose 'Reload' on the new-version toast. */
/**
 * SKIP_WAITING: the new version takes over. CACHE_APP: keep the React app for offline use (a person
 * signed in, or an app screen opened); until then the worker keeps no byte of it.
 */
export type PageMessage = { type: 'SKIP_WAITING' } | { type: 'CACHE_APP' };

/** The writes that are queued offline: applying and saving a job (POST), taking a saved one off (DELETE). */
export type QueuedMethod = 'POST' | 'DELETE';

/** What became of a request sent after it was queued offline: the server's status, a refusal's detail. */
export type Delivery = { method: QueuedMethod; path: string; status: number; detail?: string };

/** Worker to pages: applications queued while offline have reached the server. */
export type WorkerMessage = { type: 'APPLICATIONS_SENT'; deliveries: Delivery[] };

/** How an application made offline will travel: the browser's Background Sync, or the page itself. */
export type QueuedRequest = { queued: 'background-sync' | 'next-online' };

/** The worker's 202 body when it queued the request for Background Sync. */
export const QUEUED_BY_BACKGROUND_SYNC: QueuedRequest = { queued: 'background-sync' };

export const isQueuedRequest = (answer: unknown): answer is QueuedRequest =>
  typeof answer === 'object' &&
  answer !== null &&
  'queued' in answer &&
  (answer.queued === 'background-sync' || answer.queued === 'next-online');

/** A delivery from the server's answer: its status, and for a refusal the `detail` of its body. */
export function deliveryOf(method: QueuedMethod, path: string, status: number, body: unknown): Delivery {
  const detail =
    status >= 300 && typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
      ? body.detail
      : undefined;
  return detail === undefined ? { method, path, status } : { method, path, status, detail };
}

/**
 * Requests made offline in a browser without Background Sync (or before the service worker took
 * control): kept in local storage and sent again on the next 'online' event or visit, by the app
 * (offline-queue.ts) or the page script (pages/offline-writes.ts), whichever runs then. Logout clears
 * local storage, so nobody sends another person's application.
 */
export const KEPT_REQUESTS_KEY = 'offline_requests';

export type KeptRequest = { method: QueuedMethod; path: string; body: unknown; keptAt: number };
