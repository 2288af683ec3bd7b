import type { Browser } from 'playwright-core';
import { median } from './report';
import { SLOW_PHONE, throttle } from './web-network';

/**
 * bench:web's start-up figure: on the slow phone (SLOW_PHONE), the time from the
 * first contentful paint to the app having started, the `app-hydrated` mark the app sets once the
 * page's screen has hydrated (web/src/app/app-started-mark.ts). Each run is a first visit: a fresh
 * context (empty cache), service workers blocked, a 412x823 touch screen.
 */
const MARK = 'app-hydrated';
const TIMEOUT = 60_000;

// The page side runs in the browser: this workspace has no DOM types.
type PerformanceGlobal = { performance: { getEntriesByName(name: string): { startTime: number }[] } };

export type StartUp = { paint: number; started: number; gap: number; runs: number[] };

async function oneVisit(browser: Browser, url: string): Promise<{ paint: number; started: number }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), { profile: SLOW_PHONE });
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT });
    await page.waitForFunction(
      (mark) => (globalThis as unknown as PerformanceGlobal).performance.getEntriesByName(mark).length > 0,
      MARK,
      { timeout: TIMEOUT },
    );
    return await page.evaluate((mark) => {
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const { performance } = globalThis as unknown as PerformanceGlobal;
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        started: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      };
    }, MARK);
  } finally {
    await context.close();
  }
}

/** The median of `runs` first visits of `url`: paint, start and their gap, in ms. */
export async function measureStartUp(browser: Browser, url: string, runs: number): Promise<StartUp> {
  const visits: { paint: number; started: number }[] = [];
  for (let run = 0; run < runs; run++) visits.push(await oneVisit(browser, url));
  const gaps = visits.map((visit) => visit.started - visit.paint);
  return {
    paint: median(visits.map((visit) => visit.paint)),
    started: median(visits.map((visit) => visit.started)),
    gap: median(gaps),
    runs: gaps,
  };
}
