import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { visitUntilQuiet } from './quiet-visit';

/**
 * bench:size's browser side: the JavaScript a first visit of a page loads, counted as a browser loads
 * it (entry, its preloads, the screen and its chunks, whatever the page fetches after its load event),
 * not as index.html names it. No service worker (its precache would fetch the shell again); every
 * script requested until the network has been quiet for 1.5 s after the load event. Sizes are the
 * built files' at brotli 11 (`brotli`).
 */
export type FirstVisitJs = { bytes: number; files: { url: string; bytes: number }[] };

export function firstVisitJs(
  browser: Browser,
  url: string,
  webDist: string,
  brotli: (data: Buffer) => number,
): Promise<FirstVisitJs> {
  return visitUntilQuiet(browser, url, { serviceWorkers: 'block', quietMs: 1500 }, (context) => {
    const scripts = new Set<string>();
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' || pathname.endsWith('.js')) scripts.add(pathname);
    });
    return () => {
      const files = [...scripts].map((file) => ({
        url: file,
        bytes: brotli(readFileSync(path.join(webDist, file))),
      }));
      return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
    };
  });
}
