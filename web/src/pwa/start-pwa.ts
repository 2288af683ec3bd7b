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
  // It asks the worker to keep the app for offline use (an app screen is open).
  whenPageSettled(() => void import('./register-service-worker').then((module) => module.registerServiceWorker()));
}
