import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../../fixtures';
import { openBeforeAppStarts } from '../../first-touch';
import { expectPageScriptReady } from '../../hydration';
import { withoutJavaScript } from '../../page-checks';

/**
 * Where a second, client-side version of a page used to take over the server's, a person on a slow
 * phone fell into the seam. Each test acts while the page's script is on its way, as a person would,
 * and checks that nothing is lost, because nothing takes the page over.
 */
test.use({ serviceWorkers: 'block' });

const reactManagesAny = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root *')].some((element) =>
      Object.keys(element).some((key) => key.startsWith('__react')),
    ),
  );

test('when "nurse" is typed into the job search while the page starts, then every letter stays and the search finds it', async ({
  page,
}) => {
  const start = await openBeforeAppStarts(page, '/jobs');
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await search.click();
  // The script arrives between two keys.
  await page.keyboard.type('nu', { delay: 80 });
  await Promise.all([start.startApp(), page.keyboard.type('rse', { delay: 80 })]);
  await expect(search).toHaveValue('nurse');
  expect(await reactManagesAny(page)).toBe(false);

  await search.press('Enter');
  await expect(page).toHaveURL(/\/jobs\?.*\bsearch=nurse(&|$)/);
  await expect(search).toHaveValue('nurse');
  await expect(page.getByRole('status')).toHaveText(/^\d+ jobs? found$/);
});

test('when an e-mail is typed on "Forgot password?" at once, then it is never blanked and the link is sent', async ({
  page,
}) => {
  const start = await openBeforeAppStarts(page, '/reset-password');
  const email = page.getByLabel('Email');
  await email.click();
  await page.keyboard.type('seeker@', { delay: 40 });
  await Promise.all([start.startApp(), page.keyboard.type('example.com', { delay: 40 })]);
  await expect(email).toHaveValue('seeker@example.com');
  expect(await reactManagesAny(page)).toBe(false);

  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await expect(page.getByText('If the email exists, a reset link has been sent.')).toBeVisible();
});

test('when Register is tapped before the page script starts, then the account is made and Home says "Registration successful! You are now logged in."', async ({
  page,
}) => {
  await openBeforeAppStarts(page, '/register/jobseeker');
  const email = uniqueEmail('seam-register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password-9');
  await page.getByLabel('Confirm password').fill('a-long-enough-password-9');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Registration successful! You are now logged in.')).toBeVisible();
  const info = (await (await page.request.get('/accounts/api/auth/user-info/')).json()) as {
    authenticated: boolean;
    user?: { email: string };
  };
  expect(info).toMatchObject({ authenticated: true, user: { email } });
});

test('when a job page is sent, then "Share on WhatsApp" is in its HTML with the job\'s whole address, also without scripts', async ({
  browser,
  request,
  baseURL,
}) => {
  const jobs = (await (await request.get('/api/jobs/?status=active')).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  const job = jobs.results[0];
  if (!job) throw new Error('no active job in the demo data');
  const html = await (await request.get(`/jobs/${job.id}`)).text();
  expect(html).toContain('Share on WhatsApp');

  await withoutJavaScript(browser, async (page) => {
    await page.goto(`/jobs/${job.id}`);
    const share = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect(share).toBeVisible();
    const href = new URL((await share.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://wa.me');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain(job.title);
    expect(text).toMatch(new RegExp(`https?://[^\\s]+/jobs/${job.id}$`));
  });
  expect(baseURL).toBeTruthy();
});

test('when the page script has started, then the job page keeps its layout: the share link was there from the first paint', async ({
  page,
  request,
}) => {
  const jobs = (await (await request.get('/api/jobs/?status=active')).json()) as { results: Array<{ id: number }> };
  const start = await openBeforeAppStarts(page, `/jobs/${jobs.results[0]?.id}`);
  const share = page.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(share).toBeVisible();
  const before = await share.boundingBox();
  await start.startApp();
  await expectPageScriptReady(page);
  expect(await share.boundingBox()).toEqual(before);
});
