import { watchInstallEvents } from './install-events';

/**
 * Called once by the browser entry before the first render: catches the install offer early (a few
 * lines, kept in the entry) and registers the worker, whose code (with workbox-window) is a chunk of
 * its own: not needed for the first paint, and workbox-window waits for the page's load event anyway.
 */
export function startPwa(): void {
  watchInstallEvents();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('./register-service-worker').then((module) => module.registerServiceWorker());
}
