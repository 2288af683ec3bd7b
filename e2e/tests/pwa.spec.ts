import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillContactThroughApi, registerThroughApi, uniqueEmail } from '../fixtures';
import { cachedUrls, logIn, OFFLINE_BANNER, openJob, waitForWorker, workerScript } from '../service-worker';

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

for (const [script, cacheName] of [
  ['/service-worker.js', 'lj-job-details-v1'],
  ['/page-worker.js', 'lj-pages-v1'],
] as const) {
  test(`when ${script} is requested, then it is JavaScript that browsers always revalidate`, async ({ request }) => {
    const response = await request.get(script);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toContain(cacheName);
  });
}

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

test("when a guest opens a page for the first time, then the light worker keeps it, its stylesheet and page script, fetches nothing of the app, and the page reads offline; once signed in, the app's worker takes its place and keeps the app", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('pwa-first-visit');
  await registerThroughApi(request, email, DEMO_PASSWORD, 'job_seeker');
  const job = await openJob(request);
  const workerAssets: string[] = [];
  context.on('request', (asked) => {
    const { pathname } = new URL(asked.url());
    if (asked.serviceWorker() && pathname.startsWith('/assets/')) workerAssets.push(pathname);
  });
  await page.goto(`/jobs/${job.id}`);
  await waitForWorker(page);
  expect(await workerScript(page)).toBe('/page-worker.js');
  const keptPaths = async () => (await cachedUrls(page)).map((url) => new URL(url).pathname);
  await expect
    .poll(async () => {
      const kept = await keptPaths();
      return [
        kept.includes(`/jobs/${job.id}`),
        kept.some((path) => /^\/assets\/page-[\w-]+\.js$/.test(path)),
        kept.some((path) => /^\/assets\/.+\.css$/.test(path)),
      ];
    })
    .toEqual([true, true, true]);
  const kept = await keptPaths();
  // Nothing of the React app: no shell, and no script but the page script.
  expect(kept.filter((path) => path === '/index.html')).toEqual([]);
  expect(kept.filter((path) => path.endsWith('.js') && !/^\/assets\/page-/.test(path))).toEqual([]);
  // What the worker itself fetched of the build: the page script and the stylesheet, no chunk of the app.
  expect(workerAssets.filter((path) => !/^\/assets\/(page-[\w-]+\.js|[\w-]+\.css)$/.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await context.setOffline(false);

  // Signed in: the app's worker takes the light one's place, asking for no reload (it is no new
  // version), and once the page has been left alone for 10 s it keeps the app for offline use.
  await logIn(page, email);
  await expect.poll(() => workerScript(page)).toBe('/service-worker.js');
  await expect
    .poll(async () => (await keptPaths()).includes('/index.html'), { timeout: 30_000, intervals: [1_000] })
    .toBe(true);
  await page.goto('/jobseeker/applications');
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  await expect(page.getByText('New version available.')).toHaveCount(0);
  expect(await workerScript(page)).toBe('/service-worker.js');
});

test("when an app screen opens under the light worker, then the app's worker takes its place with no reload and no new-version toast, and keeps the app", async ({
  page,
}) => {
  await page.goto('/jobs');
  await waitForWorker(page);
  expect(await workerScript(page)).toBe('/page-worker.js');
  // Signed in on the page's cookies, so the next document, an app screen, opens under the light worker.
  await registerThroughApi(page.request, uniqueEmail('pwa-swap'), DEMO_PASSWORD, 'job_seeker');
  await page.goto('/jobseeker/applications');
  let reloads = 0;
  page.on('load', () => {
    reloads += 1;
  });
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  await expect.poll(() => workerScript(page)).toBe('/service-worker.js');
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => new URL(url).pathname === '/index.html'))
    .toBe(true);
  await expect(page.getByText('New version available.')).toHaveCount(0);
  expect(reloads).toBe(0);
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
