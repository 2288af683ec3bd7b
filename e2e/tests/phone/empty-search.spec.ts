import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('when a search finds nothing, then the page says what was searched and one tap clears it', async ({ page }) => {
  await page.goto('/jobs?search=drivr-xyz&job_type=full_time');
  await expect(page.getByText('No jobs available at the moment.')).toBeVisible();
  await expect(page.getByText('Looking for: Search "drivr-xyz" · Job type (1).')).toBeVisible();
  await page.getByRole('link', { name: 'Clear search and filters' }).tap();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.locator('article.card').first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
});
