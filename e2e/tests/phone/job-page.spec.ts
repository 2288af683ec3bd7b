import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('when a job page is opened, then it warns plainly that real employers never ask for money', async ({ page }) => {
  await page.goto('/jobs');
  await page
    .locator('article.card')
    .first()
    .getByRole('link', { name: /^View Job/ })
    .click();
  await expect(page.getByText('Never pay to apply. Report a job that asks for money.')).toBeVisible();
  // In the server's HTML too: the warning is there before the app has started.
  expect(await (await page.request.get(page.url())).text()).toContain('Never pay to apply.');
});
