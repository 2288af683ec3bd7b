import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, registerThroughApi, uniqueEmail } from '../fixtures';
import { openBeforeAppStarts } from '../first-touch';
import { expectPageScriptReady } from '../hydration';
import { logIn, waitForWorker } from '../service-worker';

/** A seeker saves jobs from a card or a job page and finds them on Saved jobs. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function newSeeker(request: Parameters<typeof registerThroughApi>[0], name: string) {
  const email = uniqueEmail(name);
  await registerThroughApi(request, email, DEMO_PASSWORD, 'job_seeker');
  return email;
}

/** Opens Saved jobs from the navigation (folded behind its toggle on a phone). */
async function openSavedJobs(page: Page): Promise<void> {
  await page.getByLabel('Toggle navigation').click();
  await mainNav(page).getByRole('link', { name: 'Saved jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Saved jobs', level: 1 })).toBeVisible();
}

test('when a seeker taps Save on a job card, then the card says Saved and the job is on Saved jobs, where it can be taken off', async ({
  page,
  request,
}) => {
  const email = await newSeeker(request, 'save-card');
  await logIn(page, email);
  await page.goto('/jobs');
  const card = page.locator('article.card').first();
  const title = (await card.locator('h3').textContent()) ?? '';
  const save = card.getByRole('button', { name: /^Save:/ });
  await expectPageScriptReady(page);
  await save.tap();
  await expect(page.getByText('Job saved. Find it under Saved jobs.')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Saved:/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await openSavedJobs(page);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByRole('link', { name: title })).toBeVisible();
  await expect(row.getByText(/^(Closes on|Open: no closing date)/)).toBeVisible();
  await row.getByRole('button', { name: /^Saved:/ }).tap();
  await expect(page.getByText('Job removed from your Saved jobs.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have not saved any jobs yet.', { exact: false })).toBeVisible();
});

test('when a guest taps Save, then they log in and land back on the job, saved', async ({ page, request }) => {
  const email = await newSeeker(request, 'save-guest');
  await page.goto('/jobs');
  const card = page.locator('article.card').first();
  const title = (await card.locator('h3').textContent()) ?? '';
  await card.getByRole('link', { name: /^Save:/ }).tap();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Saved:/ })).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await openSavedJobs(page);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

/** A new seeker on /jobs with the service worker running, ready to tap Save offline; the first card. */
async function seekerOnJobsWithWorker(page: Page, request: Parameters<typeof registerThroughApi>[0], name: string) {
  const email = await newSeeker(request, name);
  await page.goto('/');
  await waitForWorker(page);
  await logIn(page, email);
  await page.goto('/jobs');
  const card = page.locator('article.card').first();
  const title = (await card.locator('h3').textContent()) ?? '';
  await expectPageScriptReady(page);
  // The Save control fetches its sender once the page has settled (3 s, web/src/lib/page-settled.ts),
  // and the worker keeps it: a Save tapped offline then still runs.
  await page.waitForTimeout(4_000);
  return { card, title };
}

const SAVE_QUEUED = 'You are offline. The job will be saved when you are back online.';

test('when a seeker taps Save offline, then it is sent once the phone is back online', async ({
  page,
  context,
  request,
}) => {
  const { card, title } = await seekerOnJobsWithWorker(page, request, 'save-offline');
  await context.setOffline(true);
  await card.getByRole('button', { name: /^Save:/ }).tap();
  await expect(page.getByText(SAVE_QUEUED)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('The job you saved offline is now on your Saved jobs.')).toBeVisible({ timeout: 30_000 });
  await openSavedJobs(page);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('when a seeker saves a job and takes it off again offline, then once back online it is not saved', async ({
  page,
  context,
  request,
}) => {
  const { card } = await seekerOnJobsWithWorker(page, request, 'unsave-offline');
  await context.setOffline(true);
  await card.getByRole('button', { name: /^Save:/ }).tap();
  await expect(page.getByText(SAVE_QUEUED)).toBeVisible();
  await card.getByRole('button', { name: /^Saved:/ }).tap();
  await expect(
    page.getByText('You are offline. The job will be removed from your Saved jobs when you are back online.'),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: /^Save:/ })).toHaveAttribute('aria-pressed', 'false');
  await context.setOffline(false);
  await expect(page.getByText('The job you removed offline is off your Saved jobs.')).toBeVisible({ timeout: 30_000 });
  const saved = (await (await page.request.get('/accounts/api/saved-jobs/')).json()) as unknown[];
  expect(saved).toEqual([]);
  await openSavedJobs(page);
  await expect(page.getByText('You have not saved any jobs yet.', { exact: false })).toBeVisible();
});

test.describe('before the app starts', () => {
  test.use({ serviceWorkers: 'block' });

  test("when a seeker taps Save on the server's job page, then the job is saved at the first tap", async ({
    page,
    request,
  }) => {
    const email = await newSeeker(request, 'save-first-touch');
    await logIn(page, email);
    const { results } = (await (await page.request.get('/api/jobs/?view=card')).json()) as {
      results: Array<{ id: number; title: string }>;
    };
    const job = results[1] as { id: number; title: string };
    const app = await openBeforeAppStarts(page, `/jobs/${job.id}`);
    await page.getByRole('button', { name: /^Save:/ }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await app.startApp();
    await expect(page.getByRole('button', { name: /^Saved:/ })).toHaveAttribute('aria-pressed', 'true');
    const saved = (await (await page.request.get('/accounts/api/saved-jobs/')).json()) as Array<{
      job: { id: number };
    }>;
    expect(saved.map((row) => row.job.id)).toEqual([job.id]);
  });
});
