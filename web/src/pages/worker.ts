import { OFFLINE_BANNER } from '../pwa/offline-messages';
import { SSR_STATE_ID } from '../ssr/ssr-state';

/**
 * Registers /service-worker.js once the page has loaded (it never competes with the page for the
 * network). On the first visit the page and its files were fetched before the worker existed: it is
 * handed their addresses to keep by its own rules, from the HTTP cache, costing no byte.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  const register = () =>
    navigator.serviceWorker
      .register('/service-worker.js')
      .then(async () => {
        if (signedIn()) keepTheAppWhenIdle();
        if (!firstVisit) return;
        const { active } = await navigator.serviceWorker.ready;
        const here = [window.location.href, { cache: 'force-cache', headers: { Accept: 'text/html' } }];
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(`${window.location.origin}/`))
          .map((url) => [url, { cache: 'force-cache' }]);
        active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [here, ...files] } });
      })
      // A refused registration (a private window without storage) leaves the site working without offline pages.
      .catch((error: unknown) => console.warn('The service worker was not registered:', error));
  if (document.readyState === 'complete') void register();
  else addEventListener('load', () => void register(), { once: true });
}

/** The page was rendered for a signed-in person (its state, web/src/ssr/ssr-state.ts). */
function signedIn(): boolean {
  try {
    const state = JSON.parse(document.getElementById(SSR_STATE_ID)?.textContent ?? 'null') as { user?: unknown } | null;
    return Boolean(state?.user);
  } catch {
    return false;
  }
}

type Connection = { saveData?: boolean; effectiveType?: string };

/** The phone asked to save data, or is on 2G: nothing is fetched that this page does not need. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** How long the page must have been left alone before the app is fetched for a signed-in person. */
export const APP_PREFETCH_IDLE_MS = 10_000;

/**
 * A signed-in person will likely open an app screen (their profile, applications): on a fast
 * connection, once the page has been idle for 10 s, the worker keeps the app for them (and for
 * offline use). Never on Save-Data or 2G; any tap, key or scroll starts the 10 s again.
 */
function keepTheAppWhenIdle(): void {
  if (savingData()) return;
  let timer = 0;
  const events = ['pointerdown', 'keydown', 'scroll'] as const;
  const ask = () => {
    for (const type of events) removeEventListener(type, wait);
    void navigator.serviceWorker.ready.then(({ active }) => active?.postMessage({ type: 'CACHE_APP' }));
  };
  const wait = () => {
    clearTimeout(timer);
    timer = window.setTimeout(ask, APP_PREFETCH_IDLE_MS);
  };
  for (const type of events) addEventListener(type, wait, { passive: true });
  wait();
}

/** A strip above the header while the browser has no network (pwa/offline-banner.tsx on the app screens). */
export function showOfflineBanner(): void {
  const banner = document.createElement('div');
  banner.className = 'alert alert-warning rounded-0 border-0 mb-0 py-2 text-center';
  banner.setAttribute('role', 'status');
  banner.textContent = OFFLINE_BANNER;
  const update = () => {
    if (navigator.onLine) banner.remove();
    else if (!banner.isConnected) document.getElementById('root')?.prepend(banner);
  };
  addEventListener('online', update);
  addEventListener('offline', update);
  update();
}
