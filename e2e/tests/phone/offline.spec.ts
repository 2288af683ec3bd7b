import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, fillContactThroughApi, registerThroughApi, uniqueEmail } from '../../fixtures';
import { cachedUrls, logIn, OFFLINE_BANNER, openJob, waitForWorker } from '../../service-worker';

/**
 * The offline banner promises "Jobs you opened before are still here", for a signed-in
 * job seeker too. Offline, what was kept shows at once: no wait on a network that is not there.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** Long enough for a slow shared machine, far below the 8 s of retries a seeker used to wait. */
const AT_ONCE = { timeout: 4_000 };
const QUEUED = 'You are offline. Your application is saved and will be sent when you are back online.';

/** The job page offline: the job, the banner and the apply form, whose check waits for the network. */
async function expectJobWithApplyForm(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible(AT_ONCE);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible(AT_ONCE);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByText('Failed to load job details')).toHaveCount(0);
}

async function signedInSeeker(page: Page, request: Parameters<typeof openJob>[0], name: string): Promise<void> {
  const email = uniqueEmail(name);
  await registerThroughApi(request, email, DEMO_PASSWORD, 'job_seeker');
  // A name and a phone number on the profile: Apply Now is the whole apply step.
  await fillContactThroughApi(request);
  await page.goto('/');
  await waitForWorker(page);
  await logIn(page, email);
}

test('when a signed-in job seeker opened the jobs and tapped a job, then offline both render at once, the job with its apply form', async ({
  page,
  context,
  request,
}) => {
  await signedInSeeker(page, request, 'offline-tap');
  await page.goto('/jobs');
  const card = page.locator('article.card').first();
  const title = (await card.locator('h3').textContent()) ?? '';
  const link = card.getByRole('link', { name: /^View Job:/ });
  // The job's page, which the worker keeps as it passes.
  await link.tap();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expectJobWithApplyForm(page, title);

  // The list, typed as an address: the page kept when it was opened.
  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: `View Job: ${title}` }).first()).toBeVisible(AT_ONCE);
  await expect(page.getByText('Failed to fetch jobs')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout', includeHidden: true }),
  ).toBeAttached();

  // And a tap on it again, offline.
  await page
    .getByRole('link', { name: `View Job: ${title}` })
    .first()
    .tap();
  await expectJobWithApplyForm(page, title);
  await context.setOffline(false);
});

test('when a signed-in job seeker opened a job by its address and applies offline, then the saved application turns into the success state once sent', async ({
  page,
  context,
  request,
}) => {
  const job = await openJob(request);
  await signedInSeeker(page, request, 'offline-address');
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expectJobWithApplyForm(page, job.title);

  await page.getByLabel('Cover letter (optional)').fill('Written on the road to Gbarnga.');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();

  await context.setOffline(false);
  // Background Sync sends it; the message gives way to the success state, in place.
  await expect(page.getByText('Your application has been submitted successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeVisible();
  await expect(page.getByText(QUEUED)).toHaveCount(0);
});

test('when a signed-in job seeker logs out, then the jobs this phone kept of their browsing are gone', async ({
  page,
  request,
}) => {
  await signedInSeeker(page, request, 'offline-logout');
  await page.goto('/jobs');
  const link = page
    .locator('article.card')
    .first()
    .getByRole('link', { name: /^View Job:/ });
  await link.tap();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const jobPath = new URL(page.url()).pathname;
  const keptPaths = async () => (await cachedUrls(page)).map((url) => new URL(url).pathname);
  await expect.poll(keptPaths).toContain(jobPath);

  await page.getByRole('navigation', { name: 'Main' }).getByLabel('Toggle navigation').tap();
  await page.getByRole('button', { name: 'Logout' }).tap();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(keptPaths).not.toContain(jobPath);
  expect((await keptPaths()).filter((path) => path.startsWith('/jobs') || path.startsWith('/api/jobs'))).toEqual([]);
});
