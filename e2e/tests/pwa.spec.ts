import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillContactThroughApi, registerThroughApi, uniqueEmail } from '../fixtures';
import { cachedUrls, logIn, OFFLINE_BANNER, openJob, waitForWorker } from '../service-worker';

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

test('when a guest opens a page for the first time, then the worker keeps it, its stylesheet and page script, and fetches nothing of the app', async ({
  page,
  context,
  request,
}) => {
  const job = await openJob(request);
  const workerScripts: string[] = [];
  context.on('request', (asked) => {
    if (asked.serviceWorker() && new URL(asked.url()).pathname.endsWith('.js')) workerScripts.push(asked.url());
  });
  await page.goto(`/jobs/${job.id}`);
  await waitForWorker(page);
  const keptPaths = async () => (await cachedUrls(page)).map((url) => new URL(url).pathname);
  await expect.poll(keptPaths).toContain(`/jobs/${job.id}`);
  const kept = await keptPaths();
  expect(kept.some((path) => /^\/assets\/page-[\w-]+\.js$/.test(path))).toBe(true);
  expect(kept.some((path) => /^\/assets\/.+\.css$/.test(path))).toBe(true);
  // Nothing of the React app: no shell, and no script but the page script.
  expect(kept.filter((path) => path === '/index.html')).toEqual([]);
  expect(kept.filter((path) => path.endsWith('.js') && !/^\/assets\/page-/.test(path))).toEqual([]);
  // What the worker itself fetched: its own script and the page script, nothing else.
  expect(workerScripts.filter((url) => !/\/(assets\/page-[\w-]+|service-worker)\.js$/.test(url))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await context.setOffline(false);
});

test('when a job seeker browses signed in, then no private answer is stored by the worker, and an app screen opened keeps the app', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('pwa-private');
  await registerThroughApi(request, email, DEMO_PASSWORD, 'job_seeker');
  await fillContactThroughApi(request);
  const job = await openJob(request);
  await page.goto('/jobs');
  await waitForWorker(page);
  await logIn(page, email);
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeVisible();
  // An app screen: the React app loads, and the worker keeps it for offline use from then on.
  await page.goto('/jobseeker/applications');
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => new URL(url).pathname === '/index.html'))
    .toBe(true);

  const urls = await cachedUrls(page);
  expect(urls.filter((url) => url.includes('/accounts/api/'))).toEqual([]);
  expect(urls.filter((url) => url.includes('/companies/profile/api/'))).toEqual([]);
});

test('when a job seeker applies offline, then the application is saved, the seeker is told, and it is sent once online', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('pwa-apply');
  await registerThroughApi(request, email, DEMO_PASSWORD, 'job_seeker');
  await fillContactThroughApi(request);
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
