import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMailTo, registerThroughApi, resetLinkIn, uniqueEmail } from '../fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('when a job seeker registers, then the form checks the fields first, signs them in, and they can log out and back in', async ({
  page,
}) => {
  const email = uniqueEmail('seeker');
  const password = 'gbarnga-market-2026';
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The refused posts below answer 400 with the page again, which the browser logs as a failed load.
    if (message.type() === 'error' && !message.text().includes('status of 400')) problems.push(message.text());
  });

  await page.goto('/register');
  await page.getByRole('link', { name: 'Register as a Job Seeker' }).click();
  await expect(page).toHaveURL(/\/register\/jobseeker$/);

  // The contract's checks, in the same words, before any account is made.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(`${password}-typo`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // The server never sends a password back: both are typed again.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful! You are now logged in.')).toBeVisible();
  // The page script drops the server's mark from the address: a reload does not say it again.
  await expect(page).toHaveURL(/\/$/);

  const nav = mainNav(page);
  for (const link of ['Home', 'Jobs', 'Companies', 'Profile', 'My Applications']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  // My CV is a <details> summary (it opens before the app starts), which has no ARIA role in Playwright.
  await expect(nav.getByText('My CV', { exact: true })).toBeVisible();
  await nav.getByText('My CV', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Structured CV' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Upload CV' })).toBeVisible();
  await expect(nav.getByText(email)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // A page that needs an account sends the guest to log in, then back to that page.
  await page.goto('/jobseeker/applications');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/jobseeker\/applications$/);
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('when the password is wrong, then the login form shows the server message and stays', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await logIn(page, 'seeker@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Google login unavailable: Google sign-in is not configured')).toBeVisible();

  // ?nocache (or ?forced) forgets everything stored on this device and cleans the address.
  await page.evaluate(() => localStorage.setItem('user', '{"id":1,"email":"old@example.com"}'));
  await page.goto('/login?nocache');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('when a password is reset through the link in the mail, then the new password logs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  const newPassword = 'voinjama-hills-2026';
  await registerThroughApi(request, email, DEMO_PASSWORD, 'job_seeker');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The URL changes before the lazily loaded screen replaces the login form: wait for the new screen.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If the email exists, a reset link has been sent.')).toBeVisible();

  await expect.poll(() => latestMailTo(email)).not.toBeNull();
  const link = resetLinkIn(latestMailTo(email) ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Go to login' }).click();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByText(email)).toBeVisible();

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password').fill('another-password-2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('when the screen is phone-sized, then the navigation opens from the toggle button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const login = mainNav(page).getByRole('link', { name: 'Login' });
  await expect(login).toBeHidden();
  // The toggle is a <details>: it opens the menu without any script; the link loads the login page, menu closed.
  const toggle = page.getByLabel('Toggle navigation');
  await toggle.click();
  await expect(login).toBeVisible();
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(login).toBeHidden();
});

test('when the sign-in screens show their messages, then axe finds no accessibility violations', async ({ page }) => {
  for (const path of ['/', '/login', '/register', '/register/jobseeker', '/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The sign-in forms (the landing page's job search is a form too, without an e-mail).
    const submit = page.locator('form:has(input[name="email"]) button[type="submit"]');
    if ((await submit.count()) > 0) {
      await submit.click();
      await expect(page.getByText('Email is required')).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
