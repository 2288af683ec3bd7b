import type { Browser } from 'playwright-core';
import { visitUntilQuiet } from './quiet-visit';
import { bytesOnWire } from './web-network';

/**
 * bench:size's budget of a first visit as a phone pays for it: every byte on the wire (headers and
 * bodies as sent, compressed) the page and its service worker fetch, the worker's install included
 * (its own script at its Content-Length, web-network.ts bytesOnWire), until the network has been
 * quiet for 2 s after the load event (or `quietMs`), signed in if asked.
 */
export type FirstVisitWire = { bytes: number; scriptBytes: number; requests: { url: string; bytes: number }[] };

export function firstVisitWire(
  browser: Browser,
  url: string,
  options: { quietMs?: number; signIn?: { email: string; password: string } } = {},
): Promise<FirstVisitWire> {
  const { quietMs = 2000, signIn } = options;
  return visitUntilQuiet(browser, url, { serviceWorkers: 'allow', quietMs, signIn }, (context) => {
    const requests: { url: string; bytes: number; script: boolean }[] = [];
    const pending: Promise<void>[] = [];
    context.on('requestfinished', (request) => {
      pending.push(
        bytesOnWire(request).then(({ sizes, body }) => {
          const { pathname } = new URL(request.url());
          requests.push({
            url: `${request.serviceWorker() ? '(worker) ' : ''}${pathname}`,
            bytes: sizes.responseHeadersSize + body + sizes.requestHeadersSize,
            script: request.resourceType() === 'script' || pathname.endsWith('.js'),
          });
        }),
      );
    });
    return async () => {
      await Promise.all(pending);
      const sum = (list: { bytes: number }[]) => list.reduce((total, request) => total + request.bytes, 0);
      return { bytes: sum(requests), scriptBytes: sum(requests.filter((request) => request.script)), requests };
    };
  });
}
