import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, uniqueEmail } from '../../fixtures';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('when a guest on a job chooses to register instead of logging in, then the new account lands back on the job, ready to apply', async ({
  page,
}) => {
  await page.goto('/jobs');
  await page
    .locator('article.card')
    .first()
    .getByRole('link', { name: /^View Job/ })
    .click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const jobUrl = page.url();
  await page.getByRole('link', { name: 'Log in to apply' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('link', { name: 'Register as a Job Seeker' }).click();
  await expect(page.getByRole('heading', { name: 'Register as a Job Seeker' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('back-to-job'));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(jobUrl);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
});
