import type { Page, Route } from '@playwright/test';
import { expectPageScriptReady } from './hydration';

/**
 * A mid-range phone on a slow network, where the HTML arrives well before the app: 412 px wide,
 * Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), CPU 4x slower. The profile Lighthouse calls Slow 4G.
 */
export const PHONE_VIEWPORT = { width: 412, height: 823 };
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Slows the page's network and CPU like the phone above (Chromium's DevTools protocol). */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE_VIEWPORT);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

export type BeforeAppStarts = {
  /** Lets the held scripts through, then waits until the page script has started. */
  startApp: () => Promise<void>;
};

/**
 * Opens `url` on a throttled phone with its scripts held back (a public page's is the page script):
 * the test acts on the server's HTML while, for certain, no script has run (on a real phone that window is seconds long;
 * holding the scripts makes it as long as the test needs, so a pass never depends on timing luck).
 * `startApp()` then lets the script start, to check that nothing typed is lost and its behaviour works.
 */
export async function openBeforeAppStarts(page: Page, url: string): Promise<BeforeAppStarts> {
  await throttleLikeAPhone(page);
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/[^/]+\.js(\?.*)?$/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return {
    startApp: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await expectPageScriptReady(page);
    },
  };
}
