import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, registerThroughApi, uniqueEmail } from '../fixtures';
import { expectHydrated } from '../hydration';
import { cachedJson, cachedUrls, forgetCached, logIn, OFFLINE_BANNER, openJob, waitForWorker } from '../service-worker';

test('when the home page loads, then it links a valid web app manifest with the product name and icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Liberia Jobs',
    short_name: 'Liberia Jobs',
    start_url: '/',
    display: 'standalone',
    theme_color: '#002868',
    background_color: '#ffffff',
  });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons as Array<{ src: string; purpose: string }>) {
    expect(icon.purpose).toBe('any maskable');
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('when /service-worker.js is requested, then it is JavaScript that browsers always revalidate', async ({
  request,
}) => {
  const response = await request.get('/service-worker.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toContain('lj-job-details-v1');
});

test('when a guest visited the jobs and a job once, then both render offline with the offline banner', async ({
  page,
  context,
  request,
}) => {
  const job = await openJob(request);
  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: /^View Job:/ }).first()).toBeVisible();
  await waitForWorker(page);
  // The job page, opened once while online.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  // The worker keeps both pages as the server rendered them for a guest: the list from the HTTP
  // cache when the worker started, the job as it passed through it.
  await expect
    .poll(async () => {
      const paths = (await cachedUrls(page)).map((url) => new URL(url).pathname);
      return [paths.includes('/jobs'), paths.includes(`/jobs/${job.id}`)];
    })
    .toEqual([true, true]);

  await context.setOffline(true);
  await page.goto('/jobs');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(page.getByRole('link', { name: /^View Job:/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `View Job: ${job.title}` }).first()).toBeVisible();

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
});

test('when a guest opened a job from the list inside the app, then it renders offline from its kept answer', async ({
  page,
  context,
  request,
}) => {
  const job = await openJob(request);
  await page.goto(`/jobs?search=${encodeURIComponent(job.title)}`);
  await waitForWorker(page);
  // A click, not a page load: the app asks the API for the job, through the worker, which keeps the answer.
  const detailFetched = page.waitForResponse((response) => response.url().endsWith(`/api/jobs/${job.id}/`));
  // Before the app has started, the server-rendered link loads a page instead.
  const link = page.getByRole('link', { name: `View Job: ${job.title}` }).first();
  await expectHydrated(link);
  await link.click();
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await detailFetched;
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => url.endsWith(`/api/jobs/${job.id}/`)))
    .toBe(true);

  await context.setOffline(true);
  // Never loaded as a page: the worker answers with the app shell, which renders the kept answer.
  await page.reload();
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await context.setOffline(false);
});

test('when a job seeker browses signed in, then no private or signed-in answer is stored by the worker', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('pwa-private');
  await registerThroughApi(request, email, DEMO_PASSWORD, 'job_seeker');
  const job = await openJob(request);
  await page.goto('/jobs');
  await waitForWorker(page);
  await logIn(page, email);
  await page.goto(`/jobs/${job.id}`);
  // Applied: from now on every answer about this job says has_applied to this seeker.
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeVisible();
  // The public part of the job is kept from the page's state, as a guest gets it: never has_applied.
  await expect.poll(() => cachedJson(page, `/api/jobs/${job.id}/`)).toMatchObject({ id: job.id, has_applied: false });

  await page.goto(`/jobs?search=${encodeURIComponent(job.title)}`);
  const link = page.getByRole('link', { name: `View Job: ${job.title}` }).first();
  await expectHydrated(link);
  // A tap inside the app: the job's own no-store answer passes through the worker, which keeps its copy.
  await forgetCached(page, `/api/jobs/${job.id}/`);
  const detailFetched = page.waitForResponse((response) => response.url().endsWith(`/api/jobs/${job.id}/`));
  await link.click();
  expect(await (await detailFetched).json()).toMatchObject({ has_applied: true });
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeVisible();

  const urls = await cachedUrls(page);
  // The worker did store things (the shell), so an empty list proves nothing.
  expect(urls.some((url) => url.endsWith('/index.html') || url.includes('/index.html?'))).toBe(true);
  expect(urls.filter((url) => url.includes('/accounts/api/'))).toEqual([]);
  expect(urls.filter((url) => url.includes('/companies/profile/api/'))).toEqual([]);
  // The seeker's own answer (has_applied: true) is never kept: only the guest's copy of it.
  await expect.poll(() => cachedJson(page, `/api/jobs/${job.id}/`)).toMatchObject({ id: job.id, has_applied: false });
  // Nor the job's page, whose navigation bar names the seeker; and the guest's pages went at sign-in.
  const pagePaths = async () => (await cachedUrls(page)).map((url) => new URL(url).pathname);
  expect((await pagePaths()).filter((path) => path === `/jobs/${job.id}`)).toEqual([]);
  await expect
    .poll(async () => (await pagePaths()).filter((path) => path === '/jobs' || path === '/login'))
    .toEqual([]);
});

test('when a job seeker applies offline, then the application is saved, the seeker is told, and it is sent once online', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('pwa-apply');
  await registerThroughApi(request, email, DEMO_PASSWORD, 'job_seeker');
  const job = await openJob(request);
  await page.goto('/jobs');
  await waitForWorker(page);
  await logIn(page, email);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await page.getByLabel('Cover letter (optional)').fill('Sent from a bus with no signal.');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(
    page.getByText('You are offline. Your application is saved and will be sent when you are back online.'),
  ).toBeVisible();

  await context.setOffline(false);
  // Background Sync replays it; the page's own retry would do the same where the browser lacks it.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/accounts/api/jobs/${job.id}/applications/`);
        if (!answer.ok()) return -1;
        return ((await answer.json()) as { applications: unknown[] }).applications.length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(page.getByText('Your saved application has been sent.')).toBeVisible();
});
