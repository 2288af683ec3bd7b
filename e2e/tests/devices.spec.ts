import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, registerThroughApi, uniqueEmail } from '../fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Logs in through the login page (its form: the server's session cookie) and checks the browser is signed in. */
async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Log in' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByText(email)).toBeVisible();
  expect(await (await page.request.get('/accounts/api/auth/user-info/')).json()).toMatchObject({ authenticated: true });
}

/** A browser of its own (its own cookies and storage: another phone), signed in. */
async function signedInDevice(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password);
  return page;
}

/** Signed in: the profile opens (a page for signed-in users only) and the menu names the account. */
async function expectSignedIn(page: Page, email: string) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(mainNav(page).getByText(email)).toBeVisible();
}

test('when one account is signed in on two browsers, then a logout on one leaves the other signed in, and "Sign out everywhere" signs out both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('two-phones');
  const password = 'zwedru-market-2026';
  await registerThroughApi(request, email, password, 'job_seeker');
  const phone = await signedInDevice(browser, email, password);
  const cybercafe = await signedInDevice(browser, email, password);

  // Both stay signed in: signing in at the cybercafé did not sign the phone out.
  await expectSignedIn(phone, email);
  await expectSignedIn(cybercafe, email);

  // Logging out at the cybercafé ends that browser only.
  await mainNav(cybercafe).getByRole('button', { name: 'Logout' }).click();
  await expect(cybercafe).toHaveURL(/\/login\?t=\d+$/);
  await expect(mainNav(cybercafe).getByRole('link', { name: 'Login' })).toBeVisible();
  await phone.reload();
  await expectSignedIn(phone, email);

  // Signed in at the cybercafé again, and forgotten there: the phone signs out everywhere.
  await logIn(cybercafe, email, password);
  await expectSignedIn(cybercafe, email);

  await phone.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toContainText('Sign out of Liberia Jobs on every phone and computer, this one too?');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  // This phone does what Logout does: storage cleared, the login page.
  await expect(phone).toHaveURL(/\/login\?t=\d+$/);
  await expect(mainNav(phone).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await phone.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // The cybercafé's browser kept its token and cookie; its next request (here: opening a page for
  // signed-in users) finds them ended and lands on the login page. (Had its tab come to the front, the
  // app's own refetch would have been that request.)
  await cybercafe.goto('/jobseeker/applications');
  await expect(cybercafe).toHaveURL(/\/login\?next=/);
  await expect(mainNav(cybercafe).getByRole('link', { name: 'Login' })).toBeVisible();
  // Read again if the login page is still settling (its script may reload it once).
  await expect
    .poll(() => cybercafe.evaluate(() => localStorage.getItem('auth_token')).catch(() => 'navigating'))
    .toBeNull();

  await phone.context().close();
  await cybercafe.context().close();
});

test('when a company opens its profile, then it offers "Sign out everywhere", asking first', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('employer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await mainNav(page).getByRole('link', { name: 'Company Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Company Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toContainText('this one too?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Company Profile' })).toBeVisible();
});
