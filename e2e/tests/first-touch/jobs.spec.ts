import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openBeforeAppStarts } from '../../first-touch';
import { expectPageScriptReady } from '../../hydration';
import { expectResults, jobLinks, shownJobs } from '../../job-list';
import { collectErrors, withoutJavaScript } from '../../page-checks';

/**
 * The job list's search, filters and 'Load more', and the landing page's Reveal Email, work on the
 * server's HTML before the page script has started (held on a throttled phone) and with JavaScript
 * off; once it has started, nothing typed is lost and 'Load more' and Reveal Email work in place.
 */

type JobList = { count: number; results: Array<{ id: number; title: string }> };

const CONTACT = 'trade@liberiajobs.example';

// The worker would fetch the scripts itself, past the held routes.
test.use({ serviceWorkers: 'block' });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' });

async function getJobs(request: APIRequestContext, query: string): Promise<JobList> {
  const response = await request.get(`/api/jobs/?${query ? `${query}&` : ''}view=card`);
  expect(response.ok(), `${query} answered ${response.status()}`).toBe(true);
  return (await response.json()) as JobList;
}

/** Two plain words of seeded job titles whose searches find different lists. */
async function twoSearchWords(request: APIRequestContext): Promise<[string, string]> {
  const words = new Set<string>();
  for (const job of (await getJobs(request, '')).results) {
    for (const word of job.title.split(' ')) if (/^[A-Za-z]{5,}$/.test(word)) words.add(word.toLowerCase());
  }
  const [first, ...others] = [...words];
  if (!first) throw new Error('no plain word in the seeded titles');
  const firstIds = (await getJobs(request, `search=${first}`)).results.map((job) => job.id).join();
  for (const other of others) {
    if ((await getJobs(request, `search=${other}`)).results.map((job) => job.id).join() !== firstIds) {
      return [first, other];
    }
  }
  throw new Error('no two seeded words find different jobs');
}

/** Marks the document, to tell a change the app made in place from a new page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('when a word is searched with Enter before the page script has started, then the server lists its jobs, and again after', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const [first, second] = await twoSearchWords(request);
  const app = await openBeforeAppStarts(page, '/jobs');

  // The search box is a field of a GET form: Enter sends it (the filters fold away on a phone).
  await searchBox(page).fill(first);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs\\?.*\\bsearch=${first}(&|$)`));
  await expectResults(page, request, `search=${first}`);

  await app.startApp();
  await expect(searchBox(page)).toHaveValue(first);
  await searchBox(page).fill(second);
  await searchBox(page).press('Enter');
  // With the page script the address names only the search.
  await expect(page).toHaveURL(new RegExp(`/jobs\\?search=${second}$`));
  await expectResults(page, request, `search=${second}`);
  expect(errors).toEqual([]);
});

test('when a word is typed and a status chosen before the page script has started, then both are kept and sent', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const [word] = await twoSearchWords(request);
  const app = await openBeforeAppStarts(page, '/jobs');

  await searchBox(page).fill(word);
  await page.getByRole('group', { name: 'Job status' }).getByText('All', { exact: true }).click();
  await app.startApp();

  // Nothing typed or chosen is lost: the box keeps the word, the switch its choice, and Enter sends both.
  await expect(searchBox(page)).toHaveValue(word);
  await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/jobs\\?search=${word}&status=all$`));
  await expectResults(page, request, `search=${word}&status=all`);
  expect(errors).toEqual([]);
});

test('when filters are chosen and applied before the page script has started, then the server lists those jobs, and again after', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const app = await openBeforeAppStarts(page, '/jobs');

  // 'Show filters' is a <details>: it opens without the app.
  await expect(page.getByLabel('Experience level')).toBeHidden();
  await page.getByText('Show filters', { exact: true }).click();
  await page.getByLabel('Experience level').selectOption('senior');
  await page.getByLabel('Pay period').selectOption('monthly');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/jobs\?.*\bpay_period=monthly&.*\bexperience_level=senior(&|$)/);
  await expectResults(page, request, 'pay_period=monthly&experience_level=senior');
  await expect(page.getByText('Show filters (some are on)', { exact: true })).toBeVisible();

  await app.startApp();
  await page.getByText('Show filters (some are on)', { exact: true }).click();
  await expect(page.getByLabel('Experience level')).toHaveValue('senior');
  await page.getByLabel('Experience level').selectOption('mid');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/jobs\?pay_period=monthly&experience_level=mid$/);
  await expectResults(page, request, 'pay_period=monthly&experience_level=mid');
  expect(errors).toEqual([]);
});

test("when 'Load more' is tapped before the page script has started, then the server shows the next jobs; after, it adds more in place", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // The list the page shows by default: open jobs.
  const ids = async (number: number) =>
    (await getJobs(request, `status=active&page=${number}`)).results.map((job) => `/jobs/${job.id}`);
  const [second, third] = [await ids(2), await ids(3)];
  const app = await openBeforeAppStarts(page, '/jobs');

  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await expect.poll(() => shownJobs(page)).toEqual(second);
  await expect(page.getByRole('status')).toHaveText(/^\d+ jobs found$/);

  await app.startApp();
  await markDocument(page);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(jobLinks(page)).toHaveCount(40);
  expect(await shownJobs(page)).toEqual([...second, ...third]);
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('when Reveal Email is tapped before the page script has started, then the server shows the address; after, it shows in place', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const app = await openBeforeAppStarts(page, '/');
  await expect(page.getByText(CONTACT)).toHaveCount(0);

  await page.getByRole('link', { name: 'Reveal Email' }).click();
  await expect(page).toHaveURL(/\/\?reveal=email#contact$/);
  await expect(page.getByRole('link', { name: CONTACT })).toBeInViewport();
  await app.startApp();
  await expect(page.getByRole('link', { name: CONTACT })).toBeVisible();

  // With the page script, the address replaces the button on the same page and takes the focus.
  await page.goto('/');
  const reveal = page.getByRole('link', { name: 'Reveal Email' });
  await expectPageScriptReady(page);
  await expect(page.getByText(CONTACT)).toHaveCount(0);
  await markDocument(page);
  await reveal.click();
  await expect(page.getByRole('link', { name: CONTACT })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('when JavaScript is off, then the search, the filters and Reveal Email still work', async ({
  browser,
  request,
}) => {
  const [word] = await twoSearchWords(request);
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/jobs');
    await searchBox(page).fill(word);
    await page.getByLabel('Remote').selectOption('false');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expectResults(page, request, `search=${word}&remote=false`);
    await expect(searchBox(page)).toHaveValue(word);

    await page.goto('/');
    await page.getByRole('link', { name: 'Reveal Email' }).click();
    await expect(page.getByRole('link', { name: CONTACT })).toBeVisible();
  });
});
