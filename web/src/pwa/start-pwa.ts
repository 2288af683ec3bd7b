import { whenPageSettled } from '../lib/page-settled';
import { watchInstallEvents } from './install-events';

/**
 * Called once by the browser entry before the first render: catches the install offer early (a few
 * lines, kept in the entry) and, once the page has settled (lib/page-settled.ts), registers the
 * worker, whose code (with workbox-window) is a chunk of its own: fetched at start-up, it and the
 * worker's install would share a slow link with the screen's chunks, which hydration waits for.
 */
export function startPwa(): void {
  watchInstallEvents();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenPageSettled(() => void import('./register-service-worker').then((module) => module.registerServiceWorker()));
  // An app screen is open: the worker keeps the app for offline use from now on (service-worker.ts).
  void navigator.serviceWorker.ready.then(({ active }) => active?.postMessage({ type: 'CACHE_APP' }));
}
