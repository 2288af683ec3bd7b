import { CACHE_NAMES } from '../pwa/cache-rules';

/**
 * What this device kept of the person's browsing: the worker's copies of the jobs and lists they
 * opened (public data, but on a shared phone a history of what they looked at). Cleared at logout;
 * loaded then, not with the first script.
 */
export async function forgetBrowsing(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const kept = [CACHE_NAMES.jobLists, CACHE_NAMES.jobDetails, CACHE_NAMES.pages];
  await Promise.all(kept.map((name) => caches.delete(name).catch(() => false)));
}
