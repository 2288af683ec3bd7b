import type { Browser } from 'playwright-core';

/**
 * bench:size's budget of a first visit as a phone pays for it: every byte on the wire (headers and
 * bodies as sent, compressed) the page and its service worker fetch, the worker's install included,
 * until the network has been quiet for QUIET_MS after the load event. A fresh context each time:
 * an empty cache and no worker yet, as a first visit is.
 */
const QUIET_MS = 2000;
const TIMEOUT = 30_000;

export type FirstVisitWire = { bytes: number; scriptBytes: number; requests: { url: string; bytes: number }[] };

export async function firstVisitWire(browser: Browser, url: string): Promise<FirstVisitWire> {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const requests: { url: string; bytes: number; script: boolean }[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    const pending: Promise<void>[] = [];
    context.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    context.on('requestfailed', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
    context.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((sizes) => {
          const { pathname } = new URL(request.url());
          requests.push({
            url: `${request.serviceWorker() ? '(worker) ' : ''}${pathname}`,
            bytes: sizes.responseHeadersSize + sizes.responseBodySize + sizes.requestHeadersSize,
            script: request.resourceType() === 'script' || pathname.endsWith('.js'),
          });
        }),
      );
      inFlight -= 1;
      lastActivity = Date.now();
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT });
    const deadline = Date.now() + TIMEOUT;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${url}: the network did not go quiet in ${TIMEOUT / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all(pending);
    const sum = (list: { bytes: number }[]) => list.reduce((total, request) => total + request.bytes, 0);
    return { bytes: sum(requests), scriptBytes: sum(requests.filter((request) => request.script)), requests };
  } finally {
    await context.close();
  }
}
