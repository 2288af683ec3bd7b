import { type APIRequestContext, expect, test } from '@playwright/test';
import { openBeforeAppStarts } from '../../first-touch';
import { expectHydrated } from '../../hydration';
import { DEMO_PASSWORD, registerThroughApi, uniqueEmail } from '../../fixtures';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** zod's and Django's default wording: none of it may reach a person. */
const LIBRARY_WORDING = /Too (big|small)|Invalid input|expected string|received|Ensure this|This field/;

/** The csrftoken cookie the page's context holds, for an unsafe API call as the app makes it. */
async function csrfOf(request: APIRequestContext): Promise<string> {
  await request.get('/accounts/api/csrf/');
  return (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

test('when a job seeker types too much into a field, then it stops at the limit; sent anyway, the message is in words', async ({
  page,
}) => {
  await registerThroughApi(page.request, uniqueEmail('too-long'), DEMO_PASSWORD, 'job_seeker');
  await page.goto('/profile');
  const firstName = page.getByLabel('First name');
  await expectHydrated(firstName);

  // The input knows the contract's limit, and typing stops at it.
  await expect(firstName).toHaveAttribute('maxlength', '150');
  await firstName.pressSequentially('M'.repeat(160));
  await expect(firstName).toHaveValue('M'.repeat(150));
  await expect(page.getByLabel('Bio')).toHaveAttribute('maxlength', '5000');

  // Posted to the API with too much (an old client, a script): the answer says what to fix, in words.
  const answer = await page.request.put('/accounts/api/auth/profile/', {
    multipart: { first_name: 'M'.repeat(200) },
    headers: { 'X-CSRFToken': await csrfOf(page.request) },
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({
    detail: 'First name can be at most 150 characters.',
    first_name: ['First name can be at most 150 characters.'],
  });

  // And the form, with its limit taken away, shows the same sentence under the field.
  await firstName.evaluate((input) => input.removeAttribute('maxlength'));
  await firstName.fill('M'.repeat(200));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name can be at most 150 characters.')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('main')).not.toContainText(LIBRARY_WORDING);
});

test('when someone registers on a phone, then the password rules show before submitting, and Show works once the page script runs', async ({
  page,
}) => {
  const app = await openBeforeAppStarts(page, '/register/jobseeker');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await expect(email).toHaveAttribute('maxlength', '254');

  // Before the page script starts: the rules are there to read, and no toggle that would do nothing.
  await expect(page.getByText(/At least 8 characters, not only numbers/)).toBeVisible();
  await expect(password).toHaveAttribute('aria-describedby', /.+/);
  await expect(page.getByRole('button', { name: 'Show password' })).toHaveCount(0);

  // Too long an address, posted by the page itself before the app started: the server's page says why.
  await email.evaluate((input) => input.removeAttribute('maxlength'));
  await email.fill(`${'a'.repeat(250)}@example.com`);
  await password.fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Email can be at most 254 characters.')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(LIBRARY_WORDING);

  // Once the page script runs, each password field has a Show button that flips what the field shows.
  await app.startApp();
  const show = page.getByRole('button', { name: 'Show password' });
  await expect(show).toHaveCount(2);
  await page.getByLabel('Password', { exact: true }).fill('palm-wine-2026');
  await show.first().tap();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('palm-wine-2026');
  const hide = page.getByRole('button', { name: 'Hide password' });
  await hide.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
});

test('when a company posts a job, then the location is its own until changed, and the placeholder reads as an example', async ({
  page,
}) => {
  await registerThroughApi(page.request, uniqueEmail('located'), DEMO_PASSWORD, 'company');
  const industries = (await (await page.request.get('/api/companies/industries/')).json()) as Array<{ id: number }>;
  const saved = await page.request.post('/companies/profile/api/', {
    multipart: {
      name: 'Kakata Rubber Co',
      description: 'Rubber tapping and processing in Margibi.',
      size: 'small',
      industry: String(industries[0]?.id),
      location: 'Kakata, Margibi',
    },
    headers: { 'X-CSRFToken': await csrfOf(page.request) },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/company/post-job');
  const location = page.getByLabel('Location', { exact: true });
  await expect(location).toHaveAttribute('placeholder', 'e.g. Monrovia, Montserrado');
  await expect(location).toHaveValue('Kakata, Margibi');
  await expect(page.getByLabel('Job title')).toHaveAttribute('maxlength', '200');
  await expect(page.getByLabel('Job title')).toHaveAttribute('required', '');
});
