import { expect, type Locator, type Page, test } from '@playwright/test';
import { nameCompanyThroughApi, registerThroughApi, SEEKER_CONTACT, send, uniqueEmail } from '../../fixtures';
import { sidewaysOverflow } from '../../phone-layout';
import { createStaffAccount, logInThroughApi, postAsKnownEmployer } from '../../staff';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

const PASSWORD = 'harper-beach-2026';

/** A new staff member (`prefix` starts the address) signed in on the overview: its weekly table and the address. */
async function weeksAsStaff(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  createStaffAccount(email, PASSWORD);
  await logInThroughApi(page.request, email, PASSWORD);
  await page.goto('/staff');
  return { weeks: page.getByRole('table', { name: /Each week from Monday/ }), email };
}

/** Taps the figure of `counter` in the week `weeksAgo` weeks before this one (0: this week). */
const tapFigure = (weeks: Locator, counter: string, weeksAgo = 0) =>
  weeks
    .getByRole('row')
    .nth(-1 - weeksAgo)
    .getByRole('link', { name: new RegExp(`^${counter}, week of `) })
    .click();

test("a staff member on a phone reads the last 12 weeks in the overview: the chart, each week's counters, a counter's heading opens its list", async ({
  page,
}) => {
  const { weeks } = await weeksAsStaff(page, 'ops-weeks');
  await expect(page.getByRole('heading', { name: 'The last 12 weeks' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'New jobs and applications per week, last 12 weeks' })).toBeVisible();
  await expect(weeks.getByRole('row')).toHaveCount(13);
  expect(await sidewaysOverflow(page)).toBe(0);
  await weeks.getByRole('link', { name: 'Payments verified', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/payments$/);

  // A week's figure opens the payments verified that week, the list saying so.
  await page.goBack();
  await tapFigure(weeks, 'Payments verified');
  await expect(page).toHaveURL(/\/staff\/payments\?state=verified&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing the payments decided' })).toBeVisible();
  await expect(page.getByLabel('Show')).toHaveValue('verified');
});

test("a staff member taps a week's New jobs figure and reads the jobs created that week, and only those", async ({
  page,
}) => {
  // A job created this week.
  const title = `Weekly Clerk ${Date.now()}`;
  await postAsKnownEmployer(title, 'Keep the Gbarnga office books.');

  const { weeks } = await weeksAsStaff(page, 'ops-week-jobs');
  const thisWeek = weeks.getByRole('row').last();
  const lastWeek = weeks.getByRole('row').nth(-2);
  const lastWeekLabel = (await lastWeek.getByRole('rowheader').textContent()) ?? '';

  await thisWeek.getByRole('link', { name: /^New jobs, week of / }).click();
  await expect(page).toHaveURL(/\/staff\/jobs\?state=all&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing the jobs created' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'All', pressed: true })).toBeVisible();

  await page.goBack();
  await weeks.getByRole('link', { name: `New jobs, week of ${lastWeekLabel}`, exact: false }).click();
  await expect(page.getByRole('status').filter({ hasText: `Showing the jobs created ${lastWeekLabel}` })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  await page.getByRole('link', { name: 'Clear the dates' }).click();
  await expect(page).toHaveURL(/\/staff\/jobs\?state=all$/);
  await expect(page.getByText(title)).toBeVisible();
});

test("a staff member taps a week's New companies figure and finds the company that joined that week there, not in the week before", async ({
  page,
  playwright,
  baseURL,
}) => {
  const name = `Weekly Traders ${Date.now()}`;
  const company = await playwright.request.newContext({ baseURL });
  await registerThroughApi(company, uniqueEmail('week-company'), PASSWORD, 'company');
  await nameCompanyThroughApi(company, name);
  await company.dispose();

  const { weeks } = await weeksAsStaff(page, 'ops-week-companies');
  await tapFigure(weeks, 'New companies');
  await expect(page.getByRole('status').filter({ hasText: 'Showing the companies that joined' })).toBeVisible();
  // The search keeps the week.
  await page.getByLabel('Name or owner e-mail').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&search=/);
  await expect(page.getByText(name)).toBeVisible();

  await page.goto('/staff');
  await tapFigure(weeks, 'New companies', 1);
  await page.getByLabel('Name or owner e-mail').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('No companies found.')).toBeVisible();
});

test("a staff member taps a week's New seekers figure and finds the job seeker who joined that week, and only there", async ({
  page,
  playwright,
  baseURL,
}) => {
  const seekerEmail = uniqueEmail('week-seeker');
  const seeker = await playwright.request.newContext({ baseURL });
  await registerThroughApi(seeker, seekerEmail, PASSWORD, 'job_seeker');
  await seeker.dispose();

  const { weeks, email: staffEmail } = await weeksAsStaff(page, 'ops-week-seekers');
  await tapFigure(weeks, 'New seekers');
  await expect(page).toHaveURL(/\/staff\/users\?role=job_seeker&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing the job seekers who joined' })).toBeVisible();
  await expect(page.getByLabel('Role')).toHaveValue('job_seeker');
  const accounts = page.getByRole('list', { name: 'Accounts found' });
  await expect(accounts.getByText(seekerEmail)).toBeVisible();
  // The staff member joined this week too, but is no job seeker.
  await expect(accounts.getByText(staffEmail)).toHaveCount(0);

  await page.goBack();
  await tapFigure(weeks, 'New seekers', 1);
  await expect(page.getByRole('status').filter({ hasText: 'Showing the job seekers who joined' })).toBeVisible();
  await expect(page.getByText(seekerEmail)).toHaveCount(0);

  await page.getByRole('link', { name: 'Clear the dates' }).click();
  await expect(page).toHaveURL(/\/staff\/users\?role=job_seeker$/);
  await expect(page.getByText('Type a name, an e-mail address or a phone number')).toBeVisible();
});

test("a staff member taps a week's Reports figure, reads that week's reports and decides them; the decided ones stay, marked", async ({
  page,
  playwright,
  baseURL,
}) => {
  const title = `Weekly Cashier ${Date.now()}`;
  const jobId = await postAsKnownEmployer(title, 'Count the cash at our Paynesville shop.');
  const reporter = await playwright.request.newContext({ baseURL });
  await registerThroughApi(reporter, uniqueEmail('week-reporter'), PASSWORD, 'job_seeker');
  await send(reporter, 'POST', `/api/jobs/${jobId}/report/`, { data: { reason: 'scam', note: 'Asked me for a fee.' } });
  await reporter.dispose();

  const { weeks } = await weeksAsStaff(page, 'ops-week-reports');
  await tapFigure(weeks, 'Reports');
  await expect(page).toHaveURL(/\/staff\/reports\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing the reports made' })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(card.getByText('1 report · 1 dismissed')).toBeVisible();
  await expect(card.getByText('Every report of this job is decided.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);

  // The queue without the week holds only what waits.
  await page.getByRole('link', { name: 'Clear the dates' }).click();
  await expect(page).toHaveURL(/\/staff\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test("a staff member taps a week's Applications figure and reads the jobs applied to that week, each with its count, adding up to the figure", async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now();
  const busy = `Weekly Mechanic ${stamp}`;
  const quiet = `Weekly Guard ${stamp}`;
  const busyId = await postAsKnownEmployer(busy, 'Service our trucks in Buchanan.');
  const quietId = await postAsKnownEmployer(quiet, 'Guard our Kakata yard at night.');
  for (const [n, jobId] of [busyId, busyId, quietId].entries()) {
    const seeker = await playwright.request.newContext({ baseURL });
    await registerThroughApi(seeker, uniqueEmail(`week-applicant-${n}`), PASSWORD, 'job_seeker');
    const phone = `0886 ${String(stamp + n).slice(-6, -3)} ${String(stamp + n).slice(-3)}`;
    await send(seeker, 'POST', `/api/jobs/${jobId}/apply/`, { data: { ...SEEKER_CONTACT, phone_number: phone } });
    await seeker.dispose();
  }

  const { weeks } = await weeksAsStaff(page, 'ops-week-applications');
  const figure = weeks
    .getByRole('row')
    .last()
    .getByRole('link', { name: /^Applications, week of / });
  const counted = Number(await figure.textContent());
  await figure.click();
  await expect(page).toHaveURL(/\/staff\/jobs\?state=applied&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Showing the jobs that received applications' }),
  ).toBeVisible();
  const card = (title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card(busy).getByText('2 applications', { exact: true })).toBeVisible();
  await expect(card(quiet).getByText('1 application', { exact: true })).toBeVisible();

  // The most applied first, and the counts add up to the week's figure.
  const titles = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(titles.indexOf(busy)).toBeLessThan(titles.indexOf(quiet));
  const counts = await page.getByText(/^\d+ applications?$/).allTextContents();
  expect(counts.reduce((sum, text) => sum + Number.parseInt(text, 10), 0)).toBe(counted);
});
