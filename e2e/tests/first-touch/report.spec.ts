import { expect, type Locator, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../fixtures';
import { openBeforeAppStarts } from '../../first-touch';
import { logInThroughApi } from '../../staff';

/**
 * "Report this job" works on the server's page before the
 * app has started (its scripts held back), and the app then takes over the page as it was left.
 */
test.use({ serviceWorkers: 'block' });

type JobList = { results: Array<{ id: number; title: string }> };

async function expectAppNotStarted(target: Locator): Promise<void> {
  const managed = await target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
  expect(managed, 'the app has not started yet').toBe(false);
}

test('when a signed-in seeker reports a job before the app starts, then the report is in and the page says so', async ({
  page,
}) => {
  // The seeded seeker reports the 5th newest job: other tests report jobs of their own.
  await logInThroughApi(page.request, 'seeker@example.com', DEMO_PASSWORD);
  const { results } = (await (await page.request.get('/api/jobs/?status=active')).json()) as JobList;
  const job = results[4];
  if (!job) throw new Error('the demo data has fewer than 5 open jobs');

  const app = await openBeforeAppStarts(page, `/jobs/${job.id}`);
  await page.getByText('Report this job', { exact: true }).click();
  await page.getByLabel('Wrong information').check();
  await page.getByLabel('Note (optional)').fill('The salary is not what they pay.');
  await expectAppNotStarted(page.locator('main'));
  await page.getByRole('button', { name: 'Send report' }).click();

  const thanks = page.getByText('Thank you. Our staff will look at this job.');
  await expect(thanks).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  await app.startApp();
  await expect(thanks).toBeVisible();
  // Reported once: a second report by the same person counts once (the API says it was not new).
  const again = await page.request.post(`/api/jobs/${job.id}/report/`, {
    data: { reason: 'scam' },
    headers: {
      'X-CSRFToken': (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '',
    },
  });
  expect(await again.json()).toEqual({ success: true, created: false });
});

test('when a guest taps Report before the app starts, then the page asks them to log in and come back', async ({
  page,
  request,
}) => {
  const { results } = (await (await request.get('/api/jobs/?status=active')).json()) as JobList;
  const job = results[5];
  if (!job) throw new Error('the demo data has fewer than 6 open jobs');
  await openBeforeAppStarts(page, `/jobs/${job.id}`);
  await page.getByRole('link', { name: 'Report', exact: true }).click();
  await page.getByText('Report this job', { exact: true }).click();
  await expectAppNotStarted(page.locator('main'));
  await page.getByRole('link', { name: 'Log in to report this job' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/jobs/${job.id}`)}`));
});
