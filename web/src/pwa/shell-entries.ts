export type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * The precache is what every page needs: the stylesheet index.html loads (a hashed name, taken from
 * the HTTP cache at install). Nothing of the React app: a public page never loads it, so the worker
 * keeps it only once asked (service-worker.ts keepTheApp: signed in, or an app screen opened). The
 * page script is kept as it is fetched (the asset route), each screen's chunk when first used. The
 * icon and the web app manifest are left out: a revisioned entry is fetched again past the HTTP
 * cache at install, and the browser fetches neither through the worker.
 */
export function shellEntries(indexHtml: string, entries: PrecacheEntry[]): PrecacheEntry[] {
  const loaded = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  return entries.filter((entry) => loaded.has(entry.url) && entry.url.endsWith('.css'));
}
