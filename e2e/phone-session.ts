import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { registerThroughApi, send, uniqueEmail } from './fixtures';
import { sidewaysOverflow, smallTapTargets } from './phone-layout';

export const PHONE_PASSWORD = 'gbarnga-market-2026';

/** A new account of `kind`, signed in on `request` (the page's own: the browser is signed in too). */
export async function signUp(request: APIRequestContext, kind: 'job_seeker' | 'company'): Promise<string> {
  const email = uniqueEmail(`phone-${kind}`);
  await registerThroughApi(request, email, PHONE_PASSWORD, kind);
  await send(request, 'POST', '/accounts/api/login/', { data: { email, password: PHONE_PASSWORD } });
  return email;
}

/** Opens `path` as a person would see it: its heading drawn, the app started, nothing loading. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** The screen fits the phone: nothing to scroll sideways to, every tap target 44 x 44 px. */
export async function expectFitsPhone(page: Page): Promise<void> {
  const where = new URL(page.url()).pathname;
  expect.soft(await sidewaysOverflow(page), `${where}: px past the right edge`).toBe(0);
  expect.soft(await smallTapTargets(page), `${where}: tap targets below 44 x 44 px`).toEqual([]);
}
