import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

/**
 * bench:size's browser side: the JavaScript a first visit of a page loads, counted as a browser loads
 * it (entry, its preloads, the screen and its chunks, whatever the page fetches after its load event),
 * not as index.html names it. A fresh context (empty cache, no service worker: its precache would
 * fetch the shell again) on a phone's viewport; every script requested until the network has been
 * quiet for QUIET_MS after the load event. Sizes are the built files' at brotli 11 (`brotli`).
 */
const QUIET_MS = 1500;
const TIMEOUT = 30_000;

export type FirstVisitJs = { bytes: number; files: { url: string; bytes: number }[] };

export async function firstVisitJs(
  browser: Browser,
  url: string,
  webDist: string,
  brotli: (data: Buffer) => number,
): Promise<FirstVisitJs> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    let inFlight = 0;
    let lastActivity = Date.now();
    const settle = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('request', (request) => {
      inFlight += 1;
      lastActivity = Date.now();
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' || pathname.endsWith('.js')) scripts.add(pathname);
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT });
    const deadline = Date.now() + TIMEOUT;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${url}: the network did not go quiet in ${TIMEOUT / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const files = [...scripts].map((file) => ({
      url: file,
      bytes: brotli(readFileSync(path.join(webDist, file))),
    }));
    return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
  } finally {
    await context.close();
  }
}
