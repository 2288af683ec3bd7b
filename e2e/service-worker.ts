import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

/** The offline banner's first words (web/src/pwa/offline-messages.ts). */
export const OFFLINE_BANNER = 'You are offline';

export type Job = { id: number; title: string; is_active: boolean; deadline: string | null };

/** An open job of the demo data (active, deadline not past). */
export async function openJob(request: APIRequestContext): Promise<Job> {
  const response = await request.get('/api/jobs/?status=active');
  const { results } = (await response.json()) as { results: Job[] };
  const today = new Date().toISOString().slice(0, 10);
  const job = results.find((candidate) => candidate.deadline === null || candidate.deadline >= today);
  if (!job) throw new Error('the demo data has no open job');
  return job;
}

/** Waits until the service worker is active and controls this page. */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const readCachedUrls = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });

/**
 * Every URL stored in any Cache Storage cache of the page's origin. A page that navigates while it is
 * read (the login page tidies its address after a logout) is read again once the new document loaded.
 */
export async function cachedUrls(page: Page): Promise<string[]> {
  try {
    return await readCachedUrls(page);
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    return readCachedUrls(page);
  }
}

/** Signs in through the login screen (the app stores the user and a token, the server sets the cookie). */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Attached, not visible: on a phone the navigation is folded behind its toggle.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout', includeHidden: true }),
  ).toBeAttached();
}
