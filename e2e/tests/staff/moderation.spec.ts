import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, registerThroughApi, uniqueEmail } from '../../fixtures';
import { createStaffAccount, postAsKnownEmployer } from '../../staff';

/**
 * A fee-asking job is held until staff release it; three people's reports hide a job.
 * On a phone (360 x 740), as the people who do it would.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const PASSWORD = 'moderation-e2e-2026';

async function logIn(page: Page, email: string, password: string, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The page never scrolls sideways at 360 px. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('when a company posts a fee-asking job, then it is held; once staff release it, it is public', async ({
  page,
  browser,
  request,
}) => {
  const title = `Cashier ${Date.now()}`;
  // The demo employer has posted before and has a subscription: only the fee holds this job.
  await logIn(page, 'employer@example.com', DEMO_PASSWORD);
  await page.goto('/company/post-job');
  await page.getByLabel('Job title').fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Handle cash at our Monrovia shop. Pay a processing fee of USD 10 to apply.');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('It is held for review before it is public.')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Held for review')).toBeVisible();
  await expect(row.getByText(/Asks for a processing fee/)).toBeVisible();
  const jobId = Number(
    (await row.getByRole('link', { name: title, exact: true }).getAttribute('href'))?.split('/').pop(),
  );
  expect((await request.get(`/api/jobs/${jobId}/`)).status()).toBe(404);
  expect(
    JSON.stringify(await (await request.get(`/api/jobs/?search=${encodeURIComponent(title)}`)).json()),
  ).not.toContain(title);

  // Staff release it from the console.
  const staffEmail = uniqueEmail('staff');
  createStaffAccount(staffEmail, PASSWORD);
  const staffContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const staff = await staffContext.newPage();
  await logIn(staff, staffEmail, PASSWORD, '/staff/jobs');
  await expect(staff.getByRole('heading', { name: 'Jobs' })).toBeVisible();
  const card = staff.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(/processing fee/).first()).toBeVisible();
  await expectNoSideScroll(staff);
  await card.getByRole('button', { name: 'Release' }).click();
  await expect(staff.getByText('Job released: it is public now.')).toBeVisible();
  await expect(staff.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await staffContext.close();

  // Public now: the job page opens for a guest.
  const guest = await browser.newPage();
  await guest.goto(`/jobs/${jobId}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await guest.close();
});

test('when three job seekers report a job, then it leaves the public list until staff dismiss the reports; a guest is asked to log in first', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A job of its own, posted by a company that staff already know (a released first job).
  const title = `Driver ${Date.now()}`;
  const jobId = await postAsKnownEmployer(title, 'Drive our delivery van between Monrovia and Kakata.');

  // A guest taps Report: asked to log in, and back on the job after.
  await page.goto(`/jobs/${jobId}`);
  await page.getByText('Report this job', { exact: true }).click();
  await page.getByRole('link', { name: 'Log in to report this job' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/jobs/${jobId}`)}`));

  for (let n = 1; n <= 3; n += 1) {
    const email = uniqueEmail(`reporter${n}`);
    const api = await playwright.request.newContext({ baseURL });
    await registerThroughApi(api, email, PASSWORD, 'job_seeker');
    await api.dispose();
    await page.context().clearCookies();
    // Reports count once per address (decision 0083): each reporter comes from a network of their own,
    // as the server reads it behind its proxy (TRUST_PROXY in playwright.config.ts).
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${n}.0.7` });
    await logIn(page, email, PASSWORD, `/jobs/${jobId}`);
    await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // "Report" in the warning opens the control.
    await page.getByRole('link', { name: 'Report', exact: true }).click();
    await page.getByLabel('Scam or asks for money').check();
    await page.getByLabel('Note (optional)').fill(`They asked me for money (${n}).`);
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you. Our staff will look at this job.' }).first(),
    ).toBeVisible();
    const listed = await (await page.request.get(`/api/jobs/${jobId}/`)).status();
    expect(listed, `after ${n} report(s)`).toBe(n < 3 ? 200 : 404);
  }

  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();

  // Staff see the reports with their count per reason, and dismiss them: the job is back.
  const staffEmail = uniqueEmail('staff');
  createStaffAccount(staffEmail, PASSWORD);
  await page.context().clearCookies();
  await logIn(page, staffEmail, PASSWORD, '/staff/reports');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('3 reports')).toBeVisible();
  await expect(card.getByText('Scam or asks for money: 3')).toBeVisible();
  await expectNoSideScroll(page);
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Reports dismissed: the job is back.')).toBeVisible();
  expect((await page.request.get(`/api/jobs/${jobId}/`)).status()).toBe(200);
});
