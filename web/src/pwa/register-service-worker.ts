import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { announceDeliveries } from './deliveries';
import type { WorkerMessage } from './worker-messages';

/**
 * Registers /service-worker.js after the page has loaded (so it never competes with the first
 * screen for the network) and tells the page what the worker does: a new version waiting, queued
 * applications sent (deliveries.ts). Called once from the browser entry (main.tsx); never on the server.
 */

type WorkerEvents = { updateWaiting: boolean };

let events: WorkerEvents = { updateWaiting: false };
const listeners = new Set<() => void>();
let workbox: Workbox | null = null;

function publish(patch: Partial<WorkerEvents>): void {
  events = { ...events, ...patch };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverEvents: WorkerEvents = { updateWaiting: false };

/** The worker's news for React: a version waiting. */
export const useWorkerEvents = (): WorkerEvents =>
  useSyncExternalStore(
    subscribe,
    () => events,
    () => serverEvents,
  );

/**
 * The page and the answers of this first visit were fetched before the worker existed: hand it
 * their URLs so it stores them by its own rules (private ones are not routed, signed-in ones are
 * no-store, a page only when it was rendered for a guest). 'force-cache' takes each from the HTTP
 * cache as it is, without asking the server again, so this costs no byte from the network; one
 * the HTTP cache can't give (a cookie set since changed the page's `Vary: Cookie`) is fetched.
 */
function warmUpCaches(registration: Workbox): void {
  const origin = window.location.origin;
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${origin}/`));
  const fromHttpCache: RequestInit = { cache: 'force-cache' };
  void registration.messageSW({
    type: 'CACHE_URLS',
    payload: {
      urlsToCache: [
        [window.location.href, { ...fromHttpCache, headers: { Accept: 'text/html' } }],
        ...resources.map((url) => [url, fromHttpCache]),
      ],
    },
  });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A server-rendered page asks the server nothing at first: the API client's request code comes now,
  // before the worker is active, so that warmUpCaches keeps it for the first request made offline.
  void import('../lib/api-request');
  const wb = new Workbox('/service-worker.js');
  workbox = wb;
  wb.addEventListener('waiting', () => publish({ updateWaiting: true }));
  // Only after the visitor chose 'Reload': every open tab moves to the new version together.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) warmUpCaches(wb);
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerMessage | undefined>) => {
    if (event.data?.type === 'APPLICATIONS_SENT') announceDeliveries(event.data.deliveries);
  });
  // A refused registration (a private window that allows no storage; Playwright's blocked workers
  // resolve with nothing) leaves the site working without offline support: no uncaught error.
  wb.register().catch((error: unknown) => console.warn('The service worker was not registered:', error));
}

/** The new-version toast's 'Reload': the waiting worker takes over, then 'controlling' reloads. */
export function activateWaitingWorker(): void {
  // Sends { type: 'SKIP_WAITING' } (worker-messages.ts PageMessage) to the waiting worker.
  workbox?.messageSkipWaiting();
}
