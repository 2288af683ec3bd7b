import type { BrowserContext, CDPSession, Request } from 'playwright-core';

/**
 * The network side of bench:web: Slow 4G on the page, and byte counts of what the page and the
 * service worker took from the network.
 */

/**
 * Lighthouse's devtools "Slow 4G" (its mobileSlow4G: 150 ms RTT and 1.6 Mbit/s, adjusted as DevTools
 * applies them per request): 562.5 ms latency, 1,474.56 kbit/s down, 675 kbit/s up; and 4x CPU.
 * CDP takes throughput in bytes per second.
 */
export const SLOW_4G = { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };

/**
 * The slow phone the start-up is measured on, as the browser tests throttle it (e2e/first-touch.ts):
 * Slow 4G's nominal figures as CDP takes them, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, and 4x CPU.
 */
export const SLOW_PHONE = { latency: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdown: 4 };

export type NetworkProfile = typeof SLOW_4G;

/**
 * Slow 4G (or `profile`) on the page's session, or no network at all. Offline must be set here too, beside Playwright's
 * context.setOffline (which also reaches the service worker): with two sessions on the page, the one
 * that last re-applied its conditions on a navigation decides navigator.onLine.
 */
export async function throttle(
  cdp: CDPSession,
  { offline = false, profile = SLOW_4G }: { offline?: boolean; profile?: NetworkProfile } = {},
): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: profile.latency,
    downloadThroughput: (profile.downloadKbps * 1024) / 8,
    uploadThroughput: (profile.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

type Loaded = { type: string; url: string; bytes: number; local: boolean };

/**
 * Sums Network.loadingFinished's encodedDataLength (headers and body as they crossed the wire) of the
 * page's requests; a response the service worker, the HTTP cache or the memory cache gave counts as
 * local, not as network bytes. `take()` answers the sums since the last take.
 */
export async function countPageBytes(cdp: CDPSession) {
  const seen = new Map<string, { type: string; url: string; local: boolean }>();
  let loaded: Loaded[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    // data: URLs (inline SVG in the CSS) never touch the network.
    if (response.url.startsWith('data:')) return;
    const local = Boolean(
      seen.get(requestId)?.local || response.fromServiceWorker || response.fromDiskCache || response.fromPrefetchCache,
    );
    const url = new URL(response.url);
    seen.set(requestId, { type, url: url.pathname + url.search, local });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    seen.set(requestId, { type: 'Other', url: '', ...seen.get(requestId), local: true });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = seen.get(requestId);
    if (!request) return;
    loaded.push({ ...request, bytes: request.local ? 0 : encodedDataLength });
    seen.delete(requestId);
  });
  await cdp.send('Network.enable');
  return {
    take() {
      const taken = loaded;
      loaded = [];
      const network = taken.filter((entry) => !entry.local);
      const perType = new Map<string, number>();
      for (const entry of network) perType.set(entry.type, (perType.get(entry.type) ?? 0) + entry.bytes);
      const byType = [...perType]
        .sort((a, b) => b[1] - a[1])
        .map(([type, bytes]) => `${type} ${(bytes / 1024).toFixed(1)} KB`)
        .join(', ');
      return {
        bytes: network.reduce((sum, entry) => sum + entry.bytes, 0),
        requests: network.length,
        local: taken.length - network.length,
        byType: byType || 'none',
        urls: network.map((entry) => entry.url),
        entries: network,
      };
    },
  };
}

/**
 * A finished request's sizes, and its response body's bytes as they crossed the network. A response
 * from the HTTP cache has a body size of minus its headers: they sum to 0. The service worker's own
 * script (fetched by the browser to install it) reports a body of 0 although its bytes crossed the
 * network: its Content-Length (the brotli file) counts instead. An answer the worker gave the page
 * crossed no network: it keeps its reported size.
 */
export async function bytesOnWire(
  request: Request,
): Promise<{ sizes: Awaited<ReturnType<Request['sizes']>>; body: number }> {
  const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
  const length = response?.fromServiceWorker() ? 0 : Number((await response?.allHeaders())?.['content-length'] ?? 0);
  return { sizes, body: sizes.responseBodySize === 0 && length > 0 ? length : sizes.responseBodySize };
}

/** What the service worker fetched from the network itself (precache, revalidation), from Playwright's events. */
export function countWorkerBytes(context: BrowserContext) {
  let pending: Promise<{ url: string; bytes: number }>[] = [];
  let lastActivity = Date.now();
  context.on('request', (request) => {
    if (request.serviceWorker()) lastActivity = Date.now();
  });
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker()) return;
    lastActivity = Date.now();
    pending.push(
      bytesOnWire(request).then(({ sizes, body }) => ({
        url: new URL(request.url()).pathname + new URL(request.url()).search,
        bytes: sizes.responseHeadersSize + body,
      })),
    );
  });
  return {
    /** The worker's answers since the last take, once it has fetched nothing for `quietMs` (cache warm-ups run late). */
    async take(quietMs = 2000) {
      while (Date.now() - lastActivity < quietMs) await new Promise((resolve) => setTimeout(resolve, 250));
      const taken = await Promise.all(pending);
      pending = [];
      return {
        bytes: taken.reduce((sum, entry) => sum + entry.bytes, 0),
        requests: taken.length,
        urls: taken.map((entry) => entry.url),
        entries: taken,
      };
    },
  };
}
