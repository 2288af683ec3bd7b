import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fillContactThroughApi, nameCompanyThroughApi, registerThroughApi, send, uniqueEmail } from '../fixtures';
import { expectPageScriptReady } from '../hydration';
import { expectResults, jobLinks, shownJobs } from '../job-list';
import { expectFocusShown, tabTo } from '../keyboard';

/**
 * Accessibility: search, apply and post a job with the keyboard alone. The person acts only
 * through key presses and typing; the API sets the scene (accounts, a subscription) and checks the
 * result, as in the other browser tests.
 */

type Job = {
  id: number;
  title: string;
  deadline: string | null;
  company: { id: number; name: string };
};
type JobDetail = Job & {
  job_type: string;
  experience_level: string;
  pay_period: string;
  salary_currency: string;
  positions_available: number;
  is_remote: boolean;
  location: string;
  skills: string[];
};
type JobList = { count: number; results: Job[] };
type Plan = { id: number; name: string; amount: number };
type Provider = { provider: string };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A seeded job that still takes applications: active and not past its deadline. */
async function openJob(request: APIRequestContext): Promise<Job> {
  const { results } = await getJson<JobList>(request, '/api/jobs/?status=active');
  const today = new Date().toISOString().slice(0, 10);
  const job = results.find((candidate) => candidate.deadline === null || candidate.deadline >= today);
  if (!job) throw new Error('the demo data has no open job');
  return job;
}

/** Signs in on the login page with Tab, typing and Enter. */
async function signInByKeyboard(page: Page, email: string, password: string) {
  const emailBox = page.getByLabel('Email');
  await tabTo(page, emailBox);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
}

// The date field takes its digits in the locale's order; the test types them month, day, year.
// Bootstrap scrolls smoothly unless motion is reduced, and the focus scrolls with it: keys pressed at
// machine speed start one scroll animation over another, so the 'focused control is on screen' check
// would judge a page still moving. Reduced motion (a setting many keyboard users have) makes it settle.
test.use({ locale: 'en-US', reducedMotion: 'reduce' });

/** Uncaught errors in the page; each test ends by expecting none. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('when a keyboard user searches, filters and opens a job, then each step updates the list and the job opens', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const job = await openJob(request);
  // A plain word of the job's title, so the search surely finds it.
  const word = job.title.split(' ').find((part) => /^[A-Za-z]{4,}$/.test(part));
  if (!word) throw new Error(`no plain word in "${job.title}"`);

  await page.goto('/jobs');
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await expectPageScriptReady(page);

  // The search box: Enter sends the typed words, and the list and the address follow.
  await tabTo(page, search);
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]search=${word}(&|$)`));
  await expectResults(page, request, `search=${word}`);
  await expectPageScriptReady(page);

  // Into the filter panel: the company is found by name, Space ticks it, 'Apply filters' sends it.
  const companies = page.getByRole('group', { name: 'Company' });
  const company = companies.getByRole('checkbox', { name: job.company.name, exact: true });
  await tabTo(page, companies.getByRole('searchbox', { name: 'Find a company' }));
  await page.keyboard.type(job.company.name);
  await tabTo(page, company);
  await page.keyboard.press('Space');
  await expect(company).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Apply filters' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]company=${job.company.id}(&|$)`));
  await expectResults(page, request, `search=${word}&company=${job.company.id}`);
  await expectPageScriptReady(page);

  // The status switch is a radio group: Tab enters it on the chosen option (Active, the default), an
  // arrow picks the one before, whose list shows at once, and the focus stays on it.
  const status = page.getByRole('group', { name: 'Job status' });
  await tabTo(page, status.getByRole('radio', { name: 'Active', exact: true }));
  await page.keyboard.press('ArrowLeft');
  await expect(status.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]status=all(&|$)/);
  const all = await getJson<JobList>(request, `/api/jobs/?search=${word}&company=${job.company.id}`);
  await expect.poll(() => shownJobs(page)).toEqual(all.results.map((listed) => `/jobs/${listed.id}`));
  await expectFocusShown(page, status.getByRole('radio', { name: 'All' }));

  // The job's card: Enter on its link opens the job in the app.
  const card = jobLinks(page).and(page.locator(`[href="/jobs/${job.id}"]`));
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toBeVisible();
  // A new page: the first Tab reaches 'Skip to content', which takes the focus to the job itself.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByRole('main').getByRole('link', { name: 'Back to jobs' }));
  expect(errors).toEqual([]);
});

test('when a signed-in job seeker applies with the keyboard, then the job shows Applied Successfully', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const email = uniqueEmail('keyboard-applicant');
  const password = 'gbarnga-road-2026';
  await registerThroughApi(request, email, password, 'job_seeker');
  await fillContactThroughApi(request);
  const job = await openJob(request);

  await page.goto('/login');
  await signInByKeyboard(page, email, password);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();

  const coverLetter = page.getByLabel('Cover letter (optional)');
  await tabTo(page, coverLetter);
  await page.keyboard.type('I keep water pumps running in Bong County.');
  await expect(coverLetter).toHaveValue('I keep water pumps running in Bong County.');
  await tabTo(page, page.getByRole('button', { name: 'Apply Now' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeDisabled();
  // The button pressed is gone: the focus moves to the confirmation instead of falling back to the
  // top of the page, where the next Tab would start over at 'Skip to content'.
  const confirmation = page
    .getByRole('status')
    .filter({ hasText: 'Your application has been submitted successfully!' });
  await expectFocusShown(page, confirmation);

  // The server has it, with the letter typed (a job seeker is shown their own applications only).
  const { applications } = await getJson<{ applications: { cover_letter: string }[] }>(
    request,
    `/accounts/api/jobs/${job.id}/applications/`,
  );
  expect(applications.map((application) => application.cover_letter)).toEqual([
    'I keep water pumps running in Bong County.',
  ]);
  expect(errors).toEqual([]);
});

test('when a subscribed company posts a job with the keyboard, then it is listed with every choice made', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const email = uniqueEmail('keyboard-company');
  const password = 'robertsport-2026';
  await registerThroughApi(request, email, password, 'company');
  await nameCompanyThroughApi(request, 'Robertsport Canoe Works');
  const { plans } = await getJson<{ plans: Plan[] }>(request, '/api/companies/subscription-plans/');
  const plan = plans.find((candidate) => candidate.name === 'basic');
  if (!plan) throw new Error('the demo data has no basic plan');
  const { providers } = await getJson<{ providers: Provider[] }>(request, '/api/companies/payment/providers/');
  await send(request, 'POST', '/api/companies/payment/confirm/', {
    data: {
      provider: providers[0]?.provider,
      plan_id: plan.id,
      amount: String(plan.amount),
      payment_reference: `KB-${Date.now()}`,
    },
  });

  // The form asks for a login first and comes back to itself.
  await page.goto('/company/post-job');
  await expect(page).toHaveURL(/\/login\?next=/);
  await signInByKeyboard(page, email, password);
  await expect(page.getByRole('heading', { name: 'Post a New Job' })).toBeVisible();

  const title = `Canoe Repair Lead ${Date.now()}`;
  const deadline = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [year, month, day] = deadline.split('-');

  await tabTo(page, page.getByLabel('Job title'));
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Description', { exact: true }));
  await page.keyboard.type('Keep the fishing canoes of Robertsport seaworthy.');
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Requirements', { exact: true }));
  await page.keyboard.type('Five years of boat building.');

  // Selects change with the arrow keys, without opening.
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Job type'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Job type')).toHaveValue('part_time');
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Experience level'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Experience level')).toHaveValue('mid');
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Positions available'));
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Positions available')).toHaveValue('2');
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Currency'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Currency')).toHaveValue('LRD');
  await page.keyboard.press('Tab');
  await page.keyboard.type('45000');
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Maximum salary'));
  await page.keyboard.type('60000');
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Pay period'));
  // Monthly, Weekly, Daily, Hourly, Yearly: the last one, with the keyboard.
  await page.keyboard.press('End');
  await expect(page.getByLabel('Pay period')).toHaveValue('yearly');
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Location', { exact: true }));
  await page.keyboard.type('Robertsport, Grand Cape Mount');

  // The date input takes the digits of month, day and year in turn (Chromium's en-US order).
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Application deadline'));
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(page.getByLabel('Application deadline')).toHaveValue(deadline);
  await tabTo(page, page.getByLabel('Remote work possible'), { max: 5 });
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Remote work possible')).toBeChecked();
  await page.keyboard.press('Tab');
  await expectFocusShown(page, page.getByLabel('Skills'));
  await page.keyboard.type('Carpentry, Boat building');

  await tabTo(page, page.getByRole('button', { name: 'Post Job' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/company\/jobs$/);
  await expect(page.getByText('Job posted successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Job Listings' })).toBeVisible();
  const jobLink = page.getByRole('link', { name: title, exact: true });
  await expect(jobLink).toBeVisible();
  // The next Tab carries on in the listings, not at the top of the document.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

  // Every choice made with the keys was saved.
  const jobId = Number((await jobLink.getAttribute('href'))?.split('/').pop());
  const saved = await getJson<JobDetail>(request, `/api/jobs/${jobId}/`);
  expect(saved).toMatchObject({
    title,
    job_type: 'part_time',
    experience_level: 'mid',
    positions_available: 2,
    salary_currency: 'LRD',
    pay_period: 'yearly',
    location: 'Robertsport, Grand Cape Mount',
    deadline,
    is_remote: true,
    skills: ['Carpentry', 'Boat building'],
  });
  expect(errors).toEqual([]);
});
