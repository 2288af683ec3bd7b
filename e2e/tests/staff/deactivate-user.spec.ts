import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from '../../fixtures';
import { createStaffAccount } from '../../staff';
import { sidewaysOverflow, smallTapTargets } from '../../phone-layout';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

const PASSWORD = 'ganta-checkpoint-2026';

/** Signs `request` in (a page's request: its browser is signed in too); answers the login's status. */
async function logIn(request: APIRequestContext, email: string): Promise<number> {
  await request.get('/accounts/api/csrf/');
  const csrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await request.post('/accounts/api/login/', {
    data: { email, password: PASSWORD },
    headers: { 'X-CSRFToken': csrf },
  });
  return response.status();
}

async function expectFitsPhone(page: Page): Promise<void> {
  const where = new URL(page.url()).pathname;
  expect.soft(await sidewaysOverflow(page), `${where}: px past the right edge`).toBe(0);
  expect.soft(await smallTapTargets(page), `${where}: tap targets below 44 x 44 px`).toEqual([]);
}

test('a staff member on a phone finds a user, deactivates them and sees it in the audit log', async ({
  page,
  playwright,
  baseURL,
}) => {
  const scammer = uniqueEmail('fee-asker');
  const other = await playwright.request.newContext({ baseURL });
  await registerThroughApi(other, scammer, PASSWORD, 'job_seeker');

  const staffEmail = uniqueEmail('ops');
  createStaffAccount(staffEmail, PASSWORD);

  // Logging in lands staff in their console.
  await page.goto('/login');
  await page.getByLabel('Email').fill(staffEmail);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // The overview's counters (terms beside their numbers), not the weekly table's headings below them.
  await expect(page.getByRole('term').filter({ hasText: 'New companies' })).toBeVisible();
  await expectFitsPhone(page);

  // Every section is in sight at 360 px, nothing to scroll sideways to reach one.
  const sections = page.getByRole('navigation', { name: 'Staff sections' });
  for (const link of await sections.getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, await link.innerText()).toBe(true);
  }

  // The nav offers the console too.
  await page.goto('/');
  await page.getByLabel('Toggle navigation').click();
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await sections.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Name, e-mail address or phone number').fill(scammer.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByRole('list', { name: 'Accounts found' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(scammer);
  await expect(found).toContainText('Active');
  await expectFitsPhone(page);

  await found.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate account' });
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Asked seekers for a processing fee.');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${scammer} is deactivated` })).toBeVisible();
  await expect(found).toContainText('Deactivated');
  await expect(found.getByRole('button', { name: 'Reactivate' })).toBeVisible();

  // They are signed out everywhere and can't sign in again.
  expect((await (await other.get('/accounts/api/auth/user-info/')).json()).authenticated).toBe(false);
  expect(await logIn(other, scammer)).toBe(400);

  await sections.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const newest = page.getByRole('list', { name: 'Staff actions' }).getByRole('listitem').first();
  await expect(newest).toContainText('Deactivated user');
  await expect(newest).toContainText(`by ${staffEmail}`);
  await expect(newest).toContainText('Reason: Asked seekers for a processing fee.');
  await expect(newest).toContainText(`email: ${scammer}`);
  await expect(newest).toContainText('is_active: no');
  await expectFitsPhone(page);
  await other.dispose();
});

test('a staff member turns a feature flag on, adds a plan companies see at once, edits it and stops offering it from the Settings section', async ({
  page,
  browser,
}) => {
  const staffEmail = uniqueEmail('ops-settings');
  createStaffAccount(staffEmail, PASSWORD);
  expect(await logIn(page.request, staffEmail)).toBe(200);
  await page.goto('/staff/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const flag = page.getByLabel('Companies see monthly bookkeeping');
  await expect(flag).not.toBeChecked();
  await flag.click();
  await expect(page.getByRole('status').filter({ hasText: 'show_company_bookkeeping is on.' })).toBeVisible();
  await expect(flag).toBeChecked();

  const planName = `fair-${Date.now()}`;
  const addPlan = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add plan' }) });
  await addPlan.getByLabel('Name').fill(planName);
  await addPlan.getByLabel('Amount (USD)').fill('12.5');
  await addPlan.getByRole('button', { name: 'Add plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Plan ${planName} added.` })).toBeVisible();
  const planItem = page.getByRole('listitem').filter({ hasText: planName });
  await expect(planItem).toContainText('USD 12.50 for 30 days');

  // A company sees the new plan on its subscribe page at once, whatever the plan is called.
  const company = await browser.newPage();
  await registerThroughApi(company.request, uniqueEmail('plan-buyer'), PASSWORD, 'company');
  await company.goto('/company/subscribe');
  await expect(company.getByRole('radio', { name: new RegExp(planName, 'i') })).toBeVisible();
  await company.close();

  // Edit its price and days, then stop offering it.
  await planItem.getByRole('button', { name: `Edit ${planName}` }).click();
  await planItem.getByLabel('Amount (USD)').fill('15');
  await planItem.getByLabel('Days').fill('14');
  await planItem.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Plan ${planName} saved.` })).toBeVisible();
  await expect(planItem).toContainText('USD 15.00 for 14 days');
  await planItem.getByRole('button', { name: `Deactivate ${planName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Plan ${planName} is no longer offered.` })).toBeVisible();

  // A provider's paying instructions change (a new merchant number), and an industry gets a picture by name.
  const providerItem = page.getByRole('listitem').filter({ hasText: 'Orange Money' });
  await providerItem.getByRole('button', { name: 'Edit Orange Money' }).click();
  const newInstructions = `Dial *144#, choose Pay Merchant, merchant 0775 ${String(Date.now()).slice(-3)} 200.`;
  await providerItem.getByLabel('How to pay').fill(newInstructions);
  await providerItem.getByRole('button', { name: 'Save provider' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment provider Orange Money saved.' })).toBeVisible();
  await expect(providerItem).toContainText(newInstructions);
  const addIndustry = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add industry' }) });
  const industryName = `Fishing ${Date.now()}`;
  await addIndustry.getByLabel('Name').fill(industryName);
  await addIndustry.getByLabel('Picture').selectOption({ label: 'A truck (transport, logistics)' });
  await addIndustry.getByRole('button', { name: 'Add industry' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Industry ${industryName} added.` })).toBeVisible();

  await expect(planItem).toContainText('Inactive');
  const offered = await (await page.request.get('/api/companies/subscription-plans/')).json();
  expect(offered.plans.map((plan: { name: string }) => plan.name)).not.toContain(planName);
  await expectFitsPhone(page);

  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Audit log' }).click();
  const entries = page.getByRole('list', { name: 'Staff actions' }).getByRole('listitem');
  await expect(entries.first()).toContainText('Added industry');
  await expect(entries.nth(1)).toContainText('Edited provider');
  await expect(entries.nth(1)).toContainText(`instructions: ${newInstructions}`);
  await expect(entries.nth(2)).toContainText('Deactivated plan');
  await expect(entries.nth(3)).toContainText('Edited plan');
  await expect(entries.nth(3)).toContainText('amount: 12.5');
  await expect(entries.nth(4)).toContainText('Added plan');
  await expect(entries.nth(5)).toContainText('Changed the setting show_company_bookkeeping');
  await expect(entries.nth(5)).toContainText('show_company_bookkeeping: no');
});

test('a job seeker who opens /staff is sent home like from any page that is not theirs', async ({ page }) => {
  const seeker = uniqueEmail('curious');
  await registerThroughApi(page.request, seeker, PASSWORD, 'job_seeker');
  expect(await logIn(page.request, seeker)).toBe(200);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0);
});
