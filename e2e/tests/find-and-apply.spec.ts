import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, fillContactThroughApi, registerThroughApi, uniqueEmail } from '../fixtures';
import { expectPageScriptReady } from '../hydration';

type Industry = { id: number; name: string; company_count: number };
type Company = { id: number; name: string; job_count: number };
type Job = { id: number; title: string; deadline: string | null; company: { id: number; name: string } };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A seeded job that still takes applications: active and not past its deadline. */
async function openJob(request: APIRequestContext): Promise<Job> {
  const { results } = await getJson<{ results: Job[] }>(request, '/api/jobs/?status=active');
  const today = new Date().toISOString().slice(0, 10);
  const job = results.find((candidate) => candidate.deadline === null || candidate.deadline >= today);
  if (!job) throw new Error('the demo data has no open job');
  return job;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Uncaught errors in the page; each test ends by expecting none. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('when a guest browses industries, a company and one of its jobs, then the job offers a login link', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  // A seeded industry with a company that has open jobs, found through the public API.
  const industries = await getJson<Industry[]>(request, '/api/companies/industries/');
  let target: { industry: Industry; company: Company } | undefined;
  for (const industry of industries.filter((item) => item.company_count > 0)) {
    const companies = await getJson<Company[]>(request, `/api/companies/industries/${industry.id}/companies/`);
    const company = companies.find((item) => item.job_count > 0);
    if (company) {
      target = { industry, company };
      break;
    }
  }
  if (!target) throw new Error('the demo data has no company with jobs');
  const { industry, company } = target;

  await page.goto('/');
  await expect(page.getByText('The #1 platform for connecting job seekers and companies in Liberia')).toBeVisible();
  await expect(page.getByText('trade@liberiajobs.example')).toHaveCount(0);
  // Before the app has started the link asks the server for the address; after, the app shows it.
  await page.getByRole('link', { name: 'Reveal Email' }).click();
  await expect(page.getByRole('link', { name: 'trade@liberiajobs.example' })).toBeVisible();

  // Companies in the guest bar leads to the industries grid.
  await mainNav(page).getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/industries$/);
  await expect(page.getByRole('heading', { name: 'Industries', level: 1 })).toBeVisible();
  const badge = industry.company_count === 1 ? '1 Company' : `${industry.company_count} Companies`;
  const industryCard = page.getByRole('link', { name: `${industry.name} ${badge}`, exact: true });
  await expect(industryCard).toBeVisible();
  await industryCard.click();
  await expect(page).toHaveURL(new RegExp(`/industries/${industry.id}/companies$`));
  await expect(page.getByRole('heading', { name: `${industry.name} companies` })).toBeVisible();

  await page.getByRole('heading', { name: company.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${company.id}$`));
  await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
  const viewJobs = page.getByRole('link', { name: /^View Job: / });
  await expect(viewJobs).toHaveCount(company.job_count);

  await viewJobs.first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const jobUrl = new URL(page.url());
  await expect(page.getByRole('link', { name: company.name })).toHaveAttribute('href', `/company/${company.id}`);
  const login = page.getByRole('link', { name: 'Log in to apply' });
  await expect(login).toHaveAttribute('href', `/login?next=${encodeURIComponent(jobUrl.pathname)}`);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);

  // Old links still land on the right pages; the dashboard needs an account.
  await page.goto(jobUrl.pathname.replace('/jobs/', '/job/'));
  await expect(page).toHaveURL(new RegExp(`${jobUrl.pathname}$`));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  expect(errors).toEqual([]);
});

test('when a job seeker searches, filters, opens a job and applies, then it is applied and listed under My Applications', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const email = uniqueEmail('applicant');
  const password = 'voinjama-road-2026';
  await registerThroughApi(request, email, password, 'job_seeker');
  await fillContactThroughApi(request);
  const job = await openJob(request);

  await logIn(page, email, password);
  await mainNav(page).getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(job.title);
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
  await expect(page).toHaveURL(/[?&]search=/);
  // A long company list shows a few boxes: the person finds theirs by name first (the page script's box).
  const companies = page.getByRole('group', { name: 'Company' });
  await companies.getByRole('searchbox', { name: 'Find a company' }).fill(job.company.name);
  await companies.getByRole('checkbox', { name: job.company.name, exact: true }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]company=${job.company.id}(&|$)`));
  // Open jobs by default; the status switch applies as it is tapped.
  await expect(page.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
  await page.getByRole('group', { name: 'Job status' }).getByText('All', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=all/);

  // The same company may advertise the same title twice: open the one chosen above.
  const card = page.getByRole('link', { name: `View Job: ${job.title}` }).and(page.locator(`[href="/jobs/${job.id}"]`));
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();

  await page.getByLabel('Cover letter (optional)').fill('I have five years of experience in Monrovia.');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeDisabled();
  await expect(page.getByText('Your application has been submitted successfully!')).toBeVisible();

  // Coming back later, the page knows the application exists.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);

  await mainNav(page).getByRole('link', { name: 'My Applications' }).click();
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: job.title }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending Review')).toBeVisible();
  expect(errors).toEqual([]);
});

test('when a company user opens a job, then the apply area says only job seekers can apply', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const job = await openJob(request);
  await logIn(page, 'employer@example.com', DEMO_PASSWORD);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await expect(page.getByText('Only job seekers can apply for jobs.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('when the screen is phone-sized, then the jobs come first and the filters open from a button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: /^View Job:/ }).first()).toBeInViewport();
  await expect(page.getByLabel('Experience level')).toBeHidden();
  // A <details>: it opens without any script; 'Apply filters' sends the list's form.
  await page.getByText('Show filters', { exact: true }).click();
  await expect(page.getByLabel('Experience level')).toBeVisible();
  await page.getByLabel('Experience level').selectOption('senior');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/experience_level=senior/);
  // The list comes first again, the panel folded away and saying that filters are on.
  await expect(page.getByLabel('Experience level')).toBeHidden();
  await expect(page.getByText('Show filters (some are on)', { exact: true })).toBeVisible();

  // On a job, one tap brings the apply area (after the whole text on phones) into view.
  await page
    .getByRole('link', { name: /^View Job:/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Go to apply' }).click();
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toBeInViewport();
});

test('when a job does not exist, then the page says the listing no longer exists', async ({ page }) => {
  await page.goto('/jobs/99999999');
  await expect(
    page.getByText('This job listing no longer exists. It may have been filled, deleted, or expired.'),
  ).toBeVisible();
});

test('when filters change and the visitor goes back, then the previous filters and results return', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/jobs');
  const viewJobs = page.getByRole('link', { name: /^View Job: / });
  await expect(viewJobs).toHaveCount(20);
  // With the page script, the link adds the next page to this list.
  await expectPageScriptReady(page);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(viewJobs).toHaveCount(40);

  // Each applied search is an address of its own in the history (on a wide screen the panel is open).
  await page.getByLabel('Pay period').selectOption('monthly');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/jobs\?pay_period=monthly$/);
  await page.getByLabel('Experience level').selectOption('senior');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/experience_level=senior/);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('manager');
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
  await expect(page).toHaveURL(/search=manager/);

  await page.goBack();
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
  await expect(page.getByLabel('Experience level')).toHaveValue('senior');

  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\?pay_period=monthly$/);
  await expect(page.getByLabel('Experience level')).toHaveValue('');
  await expect(page.getByLabel('Pay period')).toHaveValue('monthly');
  await expect(viewJobs.first()).toBeVisible();

  // A bookmarked filter opens as it was saved.
  await page.goto('/jobs?salary=300-800&job_type=contract');
  await expect(page.getByLabel('Salary range')).toHaveValue('300-800');
  await expect(page.getByRole('group', { name: 'Job type' }).getByRole('checkbox', { name: 'Contract' })).toBeChecked();
  expect(errors).toEqual([]);
});

test('when the find-and-apply pages are checked with axe, then they have no accessibility violations', async ({
  page,
  request,
}) => {
  const job = await openJob(request);
  for (const path of ['/', '/about', '/privacy-policy', '/industries', '/company/1', '/jobs', `/jobs/${job.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
