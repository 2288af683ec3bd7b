import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures';
import { expectPageScriptReady } from '../hydration';
import { collectErrors, withoutJavaScript } from '../page-checks';

type Job = { id: number; title: string; is_active: boolean; deadline: string | null };

async function firstJob(request: APIRequestContext, status: 'active' | 'inactive'): Promise<Job> {
  const response = await request.get(`/api/jobs/?status=${status}`);
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: Job[] };
  const today = new Date().toISOString().slice(0, 10);
  const job = results.find(
    (candidate) => status === 'inactive' || candidate.deadline === null || candidate.deadline >= today,
  );
  if (!job) throw new Error(`the demo data has no ${status} job`);
  return job;
}

test('when JavaScript is off, then /jobs shows the job cards and / the headline', async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/jobs');
    await expect(page).toHaveTitle('Jobs | Liberia Jobs');
    await expect(page.getByRole('link', { name: /^View Job:/ })).toHaveCount(20);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Find work in/ })).toBeVisible();
  });
});

test('when JavaScript is off, then a job page shows the job, its canonical link and JobPosting data', async ({
  browser,
  request,
}) => {
  const job = await firstJob(request, 'active');
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/jobs/${job.id}$`));
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe(job.title);
    expect(data.identifier.value).toBe(String(job.id));
    expect(data.directApply).toBe(true);
    // Never the placeholder: the company's own logo on the site's address (SITE_URL), or none.
    expect(JSON.stringify(data)).not.toContain('default-company-logo');
    const logo: string | undefined = data.hiringOrganization.logo;
    expect(logo === undefined || logo.startsWith(`${new URL(page.url()).origin}/media/`), String(logo)).toBe(true);
  });
});

test('when a job is inactive, then its page carries no JobPosting data', async ({ request }) => {
  const job = await firstJob(request, 'inactive');
  const html = await (await request.get(`/jobs/${job.id}`)).text();
  expect(html).toContain(job.title.replaceAll('&', '&amp;'));
  expect(html).not.toContain('application/ld+json');
});

test("when JavaScript is off, then 'Load more' opens the next jobs, and with the page script it continues from there", async ({
  browser,
  page,
  request,
}) => {
  // The list /jobs shows by default: open jobs.
  const pageOf = async (number: number) => {
    const response = await request.get(`/api/jobs/?status=active&page=${number}&view=card`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { results: Job[] }).results.map((job) => `/jobs/${job.id}`);
  };
  const [second, third] = [await pageOf(2), await pageOf(3)];
  const shownJobs = (shown: Page) =>
    shown
      .getByRole('link', { name: /^View Job:/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  await withoutJavaScript(browser, async (plain) => {
    await plain.goto('/jobs');
    await plain.getByRole('link', { name: 'Load more' }).click();
    // The server renders the next page's address: the second twenty jobs, and a way back to the first.
    await expect(plain).toHaveURL(/\/jobs\?page=2$/);
    expect(await shownJobs(plain)).toEqual(second);
    await plain.getByRole('link', { name: 'Show the first jobs' }).click();
    await expect(plain).toHaveURL(/\/jobs$/);
    await expect(plain.getByRole('link', { name: /^View Job:/ })).toHaveCount(20);
  });

  // The same address with the page script: 'Load more' adds page 3 below page 2.
  const errors = collectErrors(page);
  await page.goto('/jobs?page=2');
  const loadMore = page.getByRole('link', { name: 'Load more' });
  await expectPageScriptReady(page);
  await loadMore.click();
  await expect(page.getByRole('link', { name: /^View Job:/ })).toHaveCount(40);
  expect(await shownJobs(page)).toEqual([...second, ...third]);
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  expect(errors).toEqual([]);
});

test('when a job does not exist, then its page answers 404 with the not-found text', async ({ request }) => {
  const response = await request.get('/jobs/99999999');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('This job listing no longer exists.');
});

test('when JavaScript is on, then the page script starts without errors and a link to another page loads that page', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/jobs');
  const first = page.getByRole('link', { name: /^View Job:/ }).first();
  const title = ((await first.getAttribute('aria-label')) ?? '').replace('View Job: ', '');
  await expectPageScriptReady(page);
  // One implementation per page: the job page is the server's, loaded as a document (a marker on window is gone).
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  await expectPageScriptReady(page);
  await page.getByRole('link', { name: 'Back to jobs' }).click();
  await expect(page.getByRole('link', { name: /^View Job:/ }).first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Find work in/ })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  expect(errors).toEqual([]);
});

test('when a job seeker is signed in, then the server HTML already has the job seeker navigation', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('seeker@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('My Applications')).toBeVisible();
  const html = await (await page.request.get('/jobs')).text();
  expect(html).toContain('My Applications');
  const guestHtml = await (await request.get('/jobs')).text();
  expect(guestHtml).not.toContain('My Applications');
});
