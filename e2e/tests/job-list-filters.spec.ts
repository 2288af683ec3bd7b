import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, jobFormFields, send } from '../fixtures';
import { expectPageScriptReady } from '../hydration';
import { expectResults, shownJobs } from '../job-list';
import { collectErrors } from '../page-checks';
import { logInThroughApi, releaseIfHeld } from '../staff';

/**
 * The job list shows the jobs open for applications until the visitor asks for all of them; a closed
 * job's page says so to a guest; the county filter finds a job by its county or its town alone, and the
 * salary filter compares a range with jobs paid in its currency only.
 */

/** A job the demo company posts now (through the API, as its screens do), public at once. */
async function postJob(company: APIRequestContext, title: string, values: Record<string, unknown>): Promise<number> {
  const { id } = (await send(company, 'POST', '/api/jobs/', { data: { ...jobFormFields, title, ...values } })) as {
    id: number;
  };
  await releaseIfHeld(id);
  return id;
}

const statusSwitch = (page: Page) => page.getByRole('group', { name: 'Job status' });
const jobsAt = (ids: number[]) => ids.map((id) => `/jobs/${id}`);

test('when a visitor opens the job list, then only open jobs show until All is chosen, and the county and a salary in its currency narrow it', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  const errors = collectErrors(page);
  const word = `Mason${Date.now().toString(36)}`;
  const company = await playwright.request.newContext({ baseURL });
  await logInThroughApi(company, 'employer@example.com', DEMO_PASSWORD);
  const closed = await postJob(company, `${word} Closed Clerk`, {
    location: 'Buchanan, Grand Bassa',
    is_active: false,
  });
  // "Harper" alone: the town is in Maryland.
  const nurse = await postJob(company, `${word} Harper Nurse`, {
    location: 'Harper',
    salary_min: 30000,
    salary_max: 40000,
    salary_currency: 'LRD',
  });
  const driver = await postJob(company, `${word} Ganta Driver`, {
    location: 'Ganta, Nimba',
    salary_min: 300,
    salary_max: 400,
    salary_currency: 'USD',
  });
  await company.dispose();

  // By default the list is of open jobs: Active is chosen, and the closed job is not among them.
  await page.goto('/jobs');
  await expect(statusSwitch(page).getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
  await expectResults(page, request, '');
  await page.goto(`/jobs?search=${word}`);
  await expect(page.getByRole('status')).toHaveText('2 jobs found');
  expect(await shownJobs(page)).toEqual(jobsAt([driver, nurse]));

  // All shows the closed job too, in place, with its count.
  await expectPageScriptReady(page);
  await statusSwitch(page).getByText('All', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?search=${word}&status=all$`));
  await expect(page.getByRole('status')).toHaveText('3 jobs found');
  await expect.poll(() => shownJobs(page)).toEqual(jobsAt([driver, nurse, closed]));

  // The closed job's page says it is closed, to a guest too: no login offered.
  await page.getByRole('link', { name: `View Job: ${word} Closed Clerk` }).click();
  await expect(page.getByRole('heading', { name: `${word} Closed Clerk`, level: 1 })).toBeVisible();
  await expect(page.getByText('This job is no longer accepting applications.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]status=all$/);

  // The county: the job written "Harper" is in Maryland. No salary range: its currency is left out.
  await page.getByLabel('County', { exact: true }).selectOption('Maryland');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]county=Maryland(&|$)/);
  await expect(page).not.toHaveURL(/salary_currency/);
  await expect(page.getByRole('status')).toHaveText('1 job found');
  expect(await shownJobs(page)).toEqual(jobsAt([nurse]));

  // A salary range compares with jobs paid in its currency: 300-350 USD finds the driver, not the
  // nurse (paid in LRD), and in LRD it finds nothing, as no LRD job pays that little.
  await page.getByLabel('County', { exact: true }).selectOption('');
  await page.getByLabel('Salary range').fill('300-350');
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]salary=300-350&salary_currency=USD(&|$)/);
  await expect(page.getByRole('status')).toHaveText('1 job found');
  expect(await shownJobs(page)).toEqual(jobsAt([driver]));

  await page.getByLabel('Currency', { exact: true }).selectOption('LRD');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]salary_currency=LRD(&|$)/);
  await expect(page.getByText('No jobs available at the moment.')).toBeVisible();
  await expect(page.getByText(/Looking for: .*Salary: LRD 300-350/)).toBeVisible();

  await page.getByLabel('Salary range').fill('35000-50000');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status')).toHaveText('1 job found');
  expect(await shownJobs(page)).toEqual(jobsAt([nurse]));
  await expectResults(page, request, `search=${word}&salary=35000-50000&salary_currency=LRD&status=all`);
  expect(errors).toEqual([]);
});
