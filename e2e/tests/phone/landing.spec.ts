import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../fixtures';

/** A 360 x 740 Android phone, touch. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('when the headline word rotates for 5 seconds on a phone, then nothing on the page moves', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Browse Jobs' })).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift' });
        setTimeout(() => resolve(total), 5000);
      }),
  );
  expect(shift).toBe(0);
  // It did rotate meanwhile (the test would otherwise prove nothing).
  await expect(page.getByTestId('rotating-word')).not.toHaveAttribute('data-word', 'General', { timeout: 3000 });
});

test('when a signed-in person opens Home, then it offers no Sign Up', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('seeker@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Browse Jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  // Its server-rendered HTML agrees.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('>Sign Up<');
});

test('when a first-time visitor lands, then they can search at once and see the newest open jobs', async ({ page }) => {
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest jobs' });
  const cards = latest.getByRole('link', { name: /^View Job:/ });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(6);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('officer');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobs\?search=officer$/);
  await expect(page.getByRole('link', { name: /^View Job:.*Officer/i }).first()).toBeVisible();
});
