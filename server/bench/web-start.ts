import type { Browser } from 'playwright-core';
import { median } from './report';
import { SLOW_PHONE, throttle } from './web-network';

/**
 * bench:web's start-up figure: on the slow phone (SLOW_PHONE), the time from the page's first byte
 * (its navigation's responseStart) to every control working, the `page-script-ready` mark the
 * public pages' script sets once all of its parts are on (web/src/pages/page-script.ts). The HTML's
 * own links and forms work before it. Each run is a first visit: a fresh context (empty cache),
 * service workers blocked, a 412x823 touch screen.
 */
const MARK = 'page-script-ready';
const TIMEOUT = 60_000;

// The page side runs in the browser: this workspace has no DOM types.
type PerformanceGlobal = {
  performance: {
    getEntriesByName(name: string): { startTime: number }[];
    getEntriesByType(type: string): { responseStart: number }[];
  };
};

type Visit = { firstByte: number; paint: number; ready: number };
export type StartUp = { firstByte: number; paint: number; ready: number; gap: number; runs: number[] };

async function oneVisit(browser: Browser, url: string): Promise<Visit> {
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
        firstByte: performance.getEntriesByType('navigation')[0]?.responseStart ?? Number.NaN,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        ready: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      };
    }, MARK);
  } finally {
    await context.close();
  }
}

/** The median of `runs` first visits of `url`: first byte, paint, every control working, in ms. */
export async function measureStartUp(browser: Browser, url: string, runs: number): Promise<StartUp> {
  const visits: Visit[] = [];
  for (let run = 0; run < runs; run++) visits.push(await oneVisit(browser, url));
  const gaps = visits.map((visit) => visit.ready - visit.firstByte);
  return {
    firstByte: median(visits.map((visit) => visit.firstByte)),
    paint: median(visits.map((visit) => visit.paint)),
    ready: median(visits.map((visit) => visit.ready)),
    gap: median(gaps),
    runs: gaps,
  };
}
