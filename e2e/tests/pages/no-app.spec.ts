import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../fixtures';
import { expectPageScriptReady } from '../../hydration';

/**
 * Public pages are the server's: each loads its HTML, the stylesheet and one small page script, never
 * a chunk of the React app, for a guest and for a signed-in job seeker. The worker is blocked here (its
 * own fetches are not the page's; pwa.spec.ts checks what it fetches).
 */
test.use({ serviceWorkers: 'block' });

type Ids = { job: number; industry: number; company: number };

async function someIds(request: APIRequestContext): Promise<Ids> {
  const jobs = (await (await request.get('/api/jobs/?status=active')).json()) as {
    results: Array<{ id: number; company: { id: number } }>;
  };
  const industries = (await (await request.get('/api/companies/industries/')).json()) as Array<{ id: number }>;
  const [job] = jobs.results;
  const [industry] = industries;
  if (!job || !industry) throw new Error('the demo data has no job or no industry');
  return { job: job.id, industry: industry.id, company: job.company.id };
}

/** Every public page of the product (one of each kind), with the 404 page. */
const publicPages = ({ job, industry, company }: Ids) => [
  '/',
  '/jobs',
  '/jobs?search=nurse&job_type=full_time',
  `/jobs/${job}`,
  '/industries',
  `/industries/${industry}/companies`,
  `/company/${company}`,
  `/companies/profile/${company}`,
  '/about',
  '/privacy-policy',
  '/login',
  '/register',
  '/register/jobseeker',
  '/register/company',
  '/reset-password',
  '/reset-password/confirm?uid=MQ&token=not-a-token',
  '/no-such-page',
];

/** The scripts `url` makes the browser fetch, once the page script has started. */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  await page.goto(url);
  await expectPageScriptReady(page);
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  return scripts;
}

async function expectOnlyThePageScript(page: Page, request: APIRequestContext): Promise<void> {
  for (const url of publicPages(await someIds(request))) {
    const scripts = await scriptsOf(page, url);
    expect(scripts, `${url} loads only the page script`).toHaveLength(1);
    expect(scripts[0], `${url}'s one script`).toMatch(/^\/assets\/page-[\w-]+\.js$/);
    // No React took the page over: no element carries React's marks.
    const managed = await page.evaluate(() =>
      [...document.querySelectorAll('#root *')].some((element) =>
        Object.keys(element).some((key) => key.startsWith('__react')),
      ),
    );
    expect(managed, `${url} is not React's in the browser`).toBe(false);
  }
}

/** Signs the seeded job seeker in through the login page's form, then goes to `next`. */
async function logInAsSeeker(page: Page, next = '/'): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill('seeker@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' })).toBeAttached();
}

test('when a guest opens every public page, then each fetches the page script and no chunk of the React app', async ({
  page,
  request,
}) => {
  await expectOnlyThePageScript(page, request);
});

test('when a signed-in job seeker opens every public page, then each fetches the page script and no chunk of the React app', async ({
  page,
}) => {
  await logInAsSeeker(page);
  await expectOnlyThePageScript(page, page.request);
});

test('when a person goes from a public page into the app and back, then the app loads there and the search is kept', async ({
  page,
}) => {
  await logInAsSeeker(page, '/jobs?search=nurse');
  await expect(page).toHaveURL(/\/jobs\?search=nurse$/);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('nurse');

  // An app screen: the React app loads for it, and it renders.
  await page.goto('/jobseeker/applications');
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();

  // Back is the public page again, as a document, with its search.
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\?search=nurse$/);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('nurse');
  await expectPageScriptReady(page);

  // Inside the app, a link to a public page loads that page as a document: the server's, not the app's.
  await page.goto('/saved-jobs');
  await expect(page.getByRole('heading', { name: 'Saved jobs' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expectPageScriptReady(page);
});
