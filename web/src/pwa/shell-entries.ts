export type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * The precache is the app shell only: index.html (the page shown offline for a page never opened,
 * service-worker.ts) and the scripts and stylesheets it loads, which the first visit has already
 * downloaded (hashed names, no revision: taken from the HTTP cache). Each screen's chunk is cached
 * when first used (cache-first), so a visitor on mobile data never downloads the company workspace
 * just to read jobs. The icon and the web app manifest are left out: a revisioned entry is fetched
 * again past the HTTP cache at install, and the browser fetches neither through the worker.
 */
export function shellEntries(indexHtml: string, entries: PrecacheEntry[]): PrecacheEntry[] {
  // The entry script, its module preloads and the stylesheet, by their src or href.
  const loaded = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  return entries.filter(
    (entry) => entry.url === 'index.html' || (loaded.has(entry.url) && /\.(?:js|css)$/.test(entry.url)),
  );
}
