import { expect, test } from '@playwright/test';
import { logIn } from '../service-worker';

/** An employer reads how one of their jobs did, on a phone: the chart, its numbers as a table, the sources. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test("when an employer opens a job's figures from My Job Listings on a 360 px phone, then the chart and the same numbers in a table show", async ({
  page,
  playwright,
  baseURL,
}) => {
  await logIn(page, 'employer@example.com');
  await page.goto('/company/jobs');
  const figuresLink = page.getByRole('link', { name: /^Figures of / }).first();
  const title = ((await figuresLink.getAttribute('aria-label')) ?? '').replace(/^Figures of /, '');
  const href = (await figuresLink.getAttribute('href')) ?? '';
  const jobId = Number(/\/company\/jobs\/(\d+)\/figures/.exec(href)?.[1]);

  // A visitor opens the job's public page: a view counted today, on the server, by the page itself.
  const visitor = await playwright.request.newContext({ baseURL, userAgent: 'Mozilla/5.0 (Linux; Android 10) Mobile' });
  expect((await visitor.get(`/jobs/${jobId}`)).ok()).toBe(true);
  await visitor.dispose();

  await figuresLink.click();
  await expect(page.getByRole('heading', { name: `Figures for ${title}`, level: 1 })).toBeVisible();
  const chart = page.getByRole('img', { name: 'Views and applications per day, last 30 days' });
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())?.width).toBeLessThanOrEqual(360);
  // The chart's markup stays small for a slow phone.
  expect((await chart.evaluate((svg) => svg.outerHTML)).length).toBeLessThanOrEqual(3 * 1024);
  const table = page.getByRole('table', { name: 'Views and applications per day, last 30 days' });
  await expect(table.getByRole('row')).toHaveCount(31);
  const todayRow = table.getByRole('row').last();
  const viewsToday = Number(await todayRow.getByRole('cell').first().textContent());
  expect(viewsToday).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('rowheader', { name: 'Job alert' })).toBeVisible();
  // Nothing sticks out of the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("when an employer opens the dashboard on a phone, then the subscription's days left and all jobs' figures with their table show", async ({
  page,
}) => {
  await logIn(page, 'employer@example.com');
  await page.goto('/dashboard');
  await expect(page.getByText(/^\d+ days? left$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your jobs, last 30 days' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Views and applications per day, last 30 days' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Views and applications per day, last 30 days' }).getByRole('row'),
  ).toHaveCount(31);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
