import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMailTo, registerThroughApi, resetLinkIn, uniqueEmail } from '../../fixtures';
import { openBeforeAppStarts } from '../../first-touch';

/**
 * The first touch: on a throttled phone, the sign-in forms are used the moment they are
 * visible, while the app's scripts are held back (so, for certain, before any of them ran).
 */
test.use({ serviceWorkers: 'block' });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const userInfo = async (page: Page) =>
  (await (await page.request.get('/accounts/api/auth/user-info/')).json()) as { authenticated: boolean };

test('when a person logs in before the app has started, then they are signed in and back on the page they came from', async ({
  page,
}) => {
  await openBeforeAppStarts(page, '/login?next=/jobs');
  await page.getByLabel('Email').fill('seeker@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  // Signed in: the (collapsed, phone-width) navigation bar is the job seeker's.
  await expect(mainNav(page).locator('a[href="/jobseeker/applications"]')).toBeAttached();
  expect((await userInfo(page)).authenticated).toBe(true);
});

test('when the password is wrong before the app has started, then the page says so and keeps the e-mail; the app then takes over', async ({
  page,
}) => {
  const app = await openBeforeAppStarts(page, '/login');
  await page.getByLabel('Email').fill('seeker@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByLabel('Email')).toHaveValue('seeker@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('');

  await app.startApp();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Signed in: the (collapsed, phone-width) navigation bar is the job seeker's.
  await expect(mainNav(page).locator('a[href="/jobseeker/applications"]')).toBeAttached();
});

test('when a person registers before the app has started, then the account is made once and they are signed in', async ({
  page,
}) => {
  const email = uniqueEmail('first-touch-register');
  await openBeforeAppStarts(page, '/register/jobseeker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  // Two quick taps: the second is ignored while the first is on its way.
  await page.getByRole('button', { name: 'Register' }).dblclick();
  // Home, saying so (the page script, held here, would then drop the mark from the address).
  await expect(page).toHaveURL(/\/\?registered=1$/);
  await expect(page.getByText('Registration successful! You are now logged in.')).toBeVisible();
  // Signed in: the (collapsed, phone-width) navigation bar is the job seeker's.
  await expect(mainNav(page).locator('a[href="/jobseeker/applications"]')).toBeAttached();
  expect((await userInfo(page)).authenticated).toBe(true);
});

test("when registration is refused before the app has started, then the page shows the app's message beside the field", async ({
  page,
}) => {
  await openBeforeAppStarts(page, '/register/jobseeker');
  await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill('something-else-2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  expect((await userInfo(page)).authenticated).toBe(false);
});

test('when an e-mail is typed into the reset form before the app has started, then that e-mail gets the link, by the form or by the app', async ({
  page,
  request,
}) => {
  // By the form: the tap comes before the app.
  const early = uniqueEmail('reset-early');
  await registerThroughApi(request, early, DEMO_PASSWORD, 'job_seeker');
  await openBeforeAppStarts(page, '/reset-password');
  await page.getByLabel('Email').fill(early);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If the email exists, a reset link has been sent.')).toBeVisible();
  await expect.poll(() => latestMailTo(early)).not.toBeNull();

  // By the app: typed before it started, sent after: what was typed counts (no 'Email is required').
  const late = uniqueEmail('reset-late');
  await registerThroughApi(request, late, DEMO_PASSWORD, 'job_seeker');
  const app = await openBeforeAppStarts(page, '/reset-password');
  await page.getByLabel('Email').fill(late);
  await app.startApp();
  await expect(page.getByLabel('Email')).toHaveValue(late);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If the email exists, a reset link has been sent.')).toBeVisible();
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await expect.poll(() => latestMailTo(late)).not.toBeNull();
});

test('when a new password is set before the app has started, then it logs in', async ({ page, request }) => {
  const email = uniqueEmail('reset-confirm');
  const newPassword = 'gbarnga-rain-2026';
  await registerThroughApi(request, email, DEMO_PASSWORD, 'job_seeker');
  await openBeforeAppStarts(page, '/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect.poll(() => latestMailTo(email)).not.toBeNull();
  const link = resetLinkIn(latestMailTo(email) ?? '');

  await openBeforeAppStarts(page, `${link.pathname}${link.search}`);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await userInfo(page)).authenticated).toBe(true);
});
