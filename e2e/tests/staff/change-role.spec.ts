import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from '../../fixtures';
import { createStaffAccount } from '../../staff';
import { sidewaysOverflow, smallTapTargets } from '../../phone-layout';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

const PASSWORD = 'zwedru-market-2026';

/** Signs `request` in; answers the login's body (its user) or null when refused. */
async function logIn(request: APIRequestContext, email: string): Promise<{ user: { user_type: string } } | null> {
  await request.get('/accounts/api/csrf/');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await request.post('/accounts/api/login/', {
    data: { email, password: PASSWORD },
    headers: { 'X-CSRFToken': csrf },
  });
  return response.ok() ? response.json() : null;
}

test('a staff member on a phone turns a job seeker into a company: the person is signed out and comes back as a company', async ({
  page,
  playwright,
  baseURL,
}) => {
  const person = uniqueEmail('wrong-role');
  const other = await playwright.request.newContext({ baseURL });
  await registerThroughApi(other, person, PASSWORD, 'job_seeker');
  expect((await (await other.get('/accounts/api/auth/user-info/')).json()).authenticated).toBe(true);

  const staffEmail = uniqueEmail('ops-roles');
  createStaffAccount(staffEmail, PASSWORD);
  expect(await logIn(page.request, staffEmail)).not.toBeNull();
  await page.goto('/staff/users');

  // Staff don't get the control on their own account.
  await page.getByLabel('Name, e-mail address or phone number').fill(staffEmail);
  await page.getByRole('button', { name: 'Find' }).click();
  const self = page.getByRole('list', { name: 'Accounts found' }).getByRole('listitem');
  await expect(self).toContainText(staffEmail);
  await expect(self.getByRole('button', { name: 'Change role' })).toHaveCount(0);

  await page.getByLabel('Name, e-mail address or phone number').fill(person);
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('list', { name: 'Accounts found' }).getByRole('listitem');
  await expect(found).toContainText(person);
  await expect(found).toContainText('Job seeker');
  await found.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role' });
  await dialog.getByLabel('New role').selectOption('company');
  // Typed key by key, as on a phone: every key stays in the field.
  await dialog.getByLabel('Reason (kept in the audit log)').pressSequentially('Registered as a seeker by mistake.');
  expect(await sidewaysOverflow(page)).toBe(0);
  await dialog.getByRole('button', { name: 'Change role' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${person} is now a company and signed out everywhere.` }),
  ).toBeVisible();
  await expect(found).toContainText('Company');
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await smallTapTargets(page)).toEqual([]);

  // Their old sign-in is gone; signing in again gives the company role.
  expect((await (await other.get('/accounts/api/auth/user-info/')).json()).authenticated).toBe(false);
  expect((await logIn(other, person))?.user.user_type).toBe('company');

  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Audit log' }).click();
  const newest = page.getByRole('list', { name: 'Staff actions' }).getByRole('listitem').first();
  await expect(newest).toContainText('user.role');
  await expect(newest).toContainText('Reason: Registered as a seeker by mistake.');
  await expect(newest).toContainText('user_type: job_seeker');
  await expect(newest).toContainText('user_type: company');
  await other.dispose();
});
