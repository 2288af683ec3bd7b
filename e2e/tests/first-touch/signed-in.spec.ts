import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../fixtures';
import { openBeforeAppStarts } from '../../first-touch';

/**
 * Signed in: the navigation's menus, Logout and applying work at the first tap on a phone,
 * while the app's scripts are held back (first-touch.ts), then the app takes over without losing
 * anything. The service worker would answer from its cache: blocked, so every page is the server's.
 */
test.use({ serviceWorkers: 'block' });

type Job = { id: number; title: string; deadline: string | null; has_applied: boolean };
type MyApplication = { id: number; job: { id: number } | null };
type JobApplications = { applications: Array<{ cover_letter: string; user: { id: number } }> };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
// <summary> has no ARIA role in Playwright (browsers announce it as a button): found by its name.
const toggler = (page: Page) => page.getByLabel('Toggle navigation');
const myCv = (page: Page) => mainNav(page).getByText('My CV', { exact: true });

/**
 * The seeded job seeker: the suite already registers as many accounts as one address may in an hour
 * (10), so these tests sign in instead and own their records by applying to jobs not applied to yet.
 */
const seeker = { email: 'seeker@example.com', password: DEMO_PASSWORD };
let jobs: Job[] = [];

/** Signs the browser (or API context) in through the API: its session cookie is the browser's. */
async function signIn(request: APIRequestContext, email: string, password: string): Promise<void> {
  await request.get('/accounts/api/csrf/');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await request.post('/accounts/api/login/', {
    data: { email, password },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.ok(), `login answered ${response.status()}`).toBe(true);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await signIn(api, seeker.email, seeker.password);
  const { results } = (await (await api.get('/api/jobs/?status=active')).json()) as { results: Job[] };
  const today = new Date().toISOString().slice(0, 10);
  jobs = results.filter((job) => !job.has_applied && (job.deadline === null || job.deadline >= today)).slice(0, 3);
  if (jobs.length < 3) throw new Error('the demo data has fewer than 3 open jobs the seeker has not applied to');
  await api.dispose();
});

/** No script of the app has run on this element: React has not taken it over. */
async function expectAppNotStarted(target: Locator): Promise<void> {
  const managed = await target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
  expect(managed, 'the app has not started yet').toBe(false);
}

/** The signed-in user's applications to `jobId`, as the API lists them. */
async function myApplicationsTo(request: APIRequestContext, jobId: number): Promise<MyApplication[]> {
  const response = await request.get('/accounts/api/my-applications/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MyApplication[]).filter((application) => application.job?.id === jobId);
}

/**
 * Uncaught errors and console errors (React reports a hydration mismatch as one); each test that starts
 * the app expects none. With service workers blocked, workbox-window's register() rejects (it reads the
 * registration's `waiting`): that one is the worker's, not this page's.
 */
const BLOCKED_WORKER = "Cannot read properties of undefined (reading 'waiting')";
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => {
    if (error.message !== BLOCKED_WORKER) problems.push(error.message);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

test('when a job seeker on a phone taps the menu, then My CV, before the app starts, then the CV pages are there and followable', async ({
  page,
}) => {
  await signIn(page.request, seeker.email, seeker.password);
  await openBeforeAppStarts(page, '/about');
  const structuredCv = mainNav(page).getByRole('link', { name: 'Structured CV' });
  await expect(myCv(page)).toBeHidden();

  await toggler(page).click();
  await expect(myCv(page)).toBeVisible();
  await expect(structuredCv).toBeHidden();
  await myCv(page).click();
  await expect(structuredCv).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Upload CV' })).toBeVisible();
  await expectAppNotStarted(page.locator('main'));

  await mainNav(page).getByRole('link', { name: 'Upload CV' }).click();
  await expect(page).toHaveURL(/\/profile\/cv\/upload$/);
});

test('when a job seeker taps Logout before the app starts, then the session ends and the login page shows', async ({
  page,
}) => {
  await signIn(page.request, seeker.email, seeker.password);
  const app = await openBeforeAppStarts(page, '/about');
  await toggler(page).click();
  await expectAppNotStarted(page.locator('main'));
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login\?nocache=\d+$/);
  const info = await page.request.get('/accounts/api/auth/user-info/');
  expect(await info.json()).toMatchObject({ authenticated: false });
  await toggler(page).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // Once the page script runs, the login page clears this device and drops ?nocache (spec section 2).
  await app.startApp();
  await expect(page).toHaveURL(/\/login$/);
  // The login page again, fresh (the menu folded): still a guest's.
  await toggler(page).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('when a job seeker types a cover letter and taps Apply Now before the app starts, then one application is made', async ({
  page,
}) => {
  const [job] = jobs as [Job];
  await signIn(page.request, seeker.email, seeker.password);
  await openBeforeAppStarts(page, `/jobs/${job.id}`);
  await page.getByLabel('Cover letter (optional)').fill('I kept the books of a Gbarnga shop for five years.');
  await expectAppNotStarted(page.locator('main'));
  await page.getByRole('button', { name: 'Apply Now' }).click();

  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeDisabled();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  expect(await myApplicationsTo(page.request, job.id)).toHaveLength(1);
  const mine = (await (await page.request.get(`/accounts/api/jobs/${job.id}/applications/`)).json()) as JobApplications;
  expect(mine.applications.map((application) => application.cover_letter)).toEqual([
    'I kept the books of a Gbarnga shop for five years.',
  ]);
});

test('when Apply Now is tapped twice before the app starts, then still one application is made', async ({ page }) => {
  const [, job] = jobs as [Job, Job];
  await signIn(page.request, seeker.email, seeker.password);
  await openBeforeAppStarts(page, `/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).dblclick();

  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeDisabled();
  expect(await myApplicationsTo(page.request, job.id)).toHaveLength(1);
});

test('when the page script starts after menus were opened and a letter typed, then it keeps them and its own behaviour works', async ({
  page,
}) => {
  const [, , job] = jobs as [Job, Job, Job];
  const problems = watchProblems(page);
  await signIn(page.request, seeker.email, seeker.password);
  const app = await openBeforeAppStarts(page, `/jobs/${job.id}`);
  const structuredCv = mainNav(page).getByRole('link', { name: 'Structured CV' });
  const coverLetter = page.getByLabel('Cover letter (optional)');
  await toggler(page).click();
  await myCv(page).click();
  await coverLetter.fill('Typed before the app started.');
  await expect(structuredCv).toBeVisible();

  await app.startApp();
  await expect(structuredCv).toBeVisible();
  await expect(coverLetter).toHaveValue('Typed before the app started.');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  // The page script closes the menu on Escape (from a menu item, the focus goes back to My CV) and on a press outside it.
  await structuredCv.focus();
  await page.keyboard.press('Escape');
  await expect(structuredCv).toBeHidden();
  await expect(myCv(page)).toBeFocused();
  await myCv(page).click();
  await expect(structuredCv).toBeVisible();
  await page.getByRole('heading', { name: job.title, level: 1 }).click();
  await expect(structuredCv).toBeHidden();
  await expect(myCv(page)).toBeVisible();

  // Applying: 'Applying...' while the form is sent, then the server's confirmation, with what was typed.
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Your application has been submitted successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeDisabled();
  const mine = (await (await page.request.get(`/accounts/api/jobs/${job.id}/applications/`)).json()) as JobApplications;
  expect(mine.applications.map((application) => application.cover_letter)).toEqual(['Typed before the app started.']);

  // The answer is a new page, its menus folded; following a menu link opens the app's screen, menus closed.
  await toggler(page).click();
  await myCv(page).click();
  await structuredCv.click();
  await expect(page).toHaveURL(/\/profile\/cv$/);
  await expect(myCv(page)).toBeHidden();
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

  test('when scripts are off, then the phone menu, My CV and Logout still work', async ({ page }) => {
    await signIn(page.request, seeker.email, seeker.password);
    await page.goto('/about');
    await toggler(page).click();
    await myCv(page).click();
    await expect(mainNav(page).getByRole('link', { name: 'Structured CV' })).toBeVisible();

    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\?nocache=\d+$/);
    expect(await (await page.request.get('/accounts/api/auth/user-info/')).json()).toMatchObject({
      authenticated: false,
    });
  });
});
