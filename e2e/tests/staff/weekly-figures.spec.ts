import { expect, test } from '@playwright/test';
import { nameCompanyThroughApi, registerThroughApi, uniqueEmail } from '../../fixtures';
import { sidewaysOverflow } from '../../phone-layout';
import { createStaffAccount, logInThroughApi, postAsKnownEmployer } from '../../staff';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

const PASSWORD = 'harper-beach-2026';

test("a staff member on a phone reads the last 12 weeks in the overview: the chart, each week's counters, a counter's heading opens its list", async ({
  page,
}) => {
  const staffEmail = uniqueEmail('ops-weeks');
  createStaffAccount(staffEmail, PASSWORD);
  await logInThroughApi(page.request, staffEmail, PASSWORD);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'The last 12 weeks' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'New jobs and applications per week, last 12 weeks' })).toBeVisible();
  const weeks = page.getByRole('table', { name: /Each week from Monday/ });
  await expect(weeks.getByRole('row')).toHaveCount(13);
  expect(await sidewaysOverflow(page)).toBe(0);
  await weeks.getByRole('link', { name: 'Payments verified', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/payments$/);

  // A week's figure opens the payments verified that week, the list saying so.
  await page.goBack();
  await weeks
    .getByRole('row')
    .last()
    .getByRole('link', { name: /^Payments verified, week of / })
    .click();
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

  const staffEmail = uniqueEmail('ops-week-jobs');
  createStaffAccount(staffEmail, PASSWORD);
  await logInThroughApi(page.request, staffEmail, PASSWORD);
  await page.goto('/staff');
  const weeks = page.getByRole('table', { name: /Each week from Monday/ });
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

  const staffEmail = uniqueEmail('ops-week-companies');
  createStaffAccount(staffEmail, PASSWORD);
  await logInThroughApi(page.request, staffEmail, PASSWORD);
  await page.goto('/staff');
  const weeks = page.getByRole('table', { name: /Each week from Monday/ });
  await weeks
    .getByRole('row')
    .last()
    .getByRole('link', { name: /^New companies, week of / })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing the companies that joined' })).toBeVisible();
  // The search keeps the week.
  await page.getByLabel('Name or owner e-mail').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&search=/);
  await expect(page.getByText(name)).toBeVisible();

  await page.goto('/staff');
  await weeks
    .getByRole('row')
    .nth(-2)
    .getByRole('link', { name: /^New companies, week of / })
    .click();
  await page.getByLabel('Name or owner e-mail').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('No companies found.')).toBeVisible();
});
