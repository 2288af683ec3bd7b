import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi, send, uniqueEmail } from '../../fixtures';
import { sidewaysOverflow, smallTapTargets } from '../../phone-layout';
import { createStaffAccount } from '../../staff';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

const STAFF_PASSWORD = 'bomi-hills-staff-2026';

/** At 360 px nothing scrolls sideways and every tap target is 44 x 44 px (docs/testing.md). */
async function expectPhoneFriendly(page: Page) {
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await smallTapTargets(page)).toEqual([]);
}

/** The badge beside the company's name (the toast's words aside). */
const badge = (page: Page) => page.locator('.badge', { hasText: 'Verified employer' });

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Staff land in their console, others on the home page.
  await page.waitForURL((url) => url.pathname !== '/login');
}

test('when staff import an MTN statement, then the company payment it names turns verified', async ({
  page,
  request,
}) => {
  const companyEmail = uniqueEmail('paying-company');
  await registerThroughApi(request, companyEmail, 'tubmanburg-2026', 'company');
  const { plans } = await (await request.get('/api/companies/subscription-plans/')).json();
  const plan = plans.find((candidate: { name: string }) => candidate.name === 'basic');
  const reference = `MP${Date.now()}`;
  await send(request, 'POST', '/api/companies/payment/confirm/', {
    data: {
      provider: 'MTN Mobile Money',
      payment_reference: reference,
      amount: String(plan.amount),
      plan_id: plan.id,
    },
  });

  const staffEmail = uniqueEmail('staff');
  createStaffAccount(staffEmail, STAFF_PASSWORD);
  await logIn(page, staffEmail, STAFF_PASSWORD);
  await page.goto('/staff/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();

  await page.getByLabel('Provider').selectOption('MTN Mobile Money');
  const statement = [
    'Id,Financial Transaction Id,Date,Status,From,Amount,Currency',
    `1,${reference},2026-11-25 08:00,SUCCESSFUL,231880000001,${plan.amount}.00,USD`,
    '2,MP-NOT-OURS,2026-11-25 08:05,SUCCESSFUL,231880000002,60.00,USD',
  ].join('\n');
  await page
    .getByLabel('Statement (CSV from the merchant portal)')
    .setInputFiles({ name: 'mtn-statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await page.getByRole('button', { name: 'Import' }).click();

  const report = page.getByRole('region', { name: /MTN Mobile Money statement: 2 rows/ });
  await expect(report.getByText('1 verified')).toBeVisible();
  await expect(report.getByText('1 unmatched')).toBeVisible();
  await expect(report.getByText(`Verified ${reference}`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 payments verified' })).toBeVisible();

  await page.getByLabel('Show').selectOption('verified');
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await expectPhoneFriendly(page);
});

test('when staff verify a company, then the Verified employer badge shows on its job page', async ({ page }) => {
  const staffEmail = uniqueEmail('staff');
  createStaffAccount(staffEmail, STAFF_PASSWORD);
  await logIn(page, staffEmail, STAFF_PASSWORD);
  await page.goto('/staff/companies');
  await page.getByLabel('Name or owner e-mail').fill('employer@example.com');
  await page.getByRole('button', { name: 'Search' }).click();
  const verify = page.getByRole('button', { name: /^Verify / });
  await expect(verify).toHaveCount(1);
  const companyName = ((await verify.getAttribute('aria-label')) ?? '').replace(/^Verify /, '');
  await verify.click();
  await expect(page.getByRole('status').filter({ hasText: `${companyName} is a verified employer.` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove the badge of ${companyName}` })).toBeVisible();
  await expectPhoneFriendly(page);

  await page.getByRole('link', { name: companyName }).click();
  await expect(page.getByRole('heading', { name: companyName, level: 1 })).toBeVisible();
  await expect(badge(page)).toBeVisible();
  await page
    .getByRole('link', { name: /View Job/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole('link', { name: companyName })).toBeVisible();
  await expect(badge(page)).toBeVisible();
  // The server's own page (a fresh load, as a guest's phone gets it) carries the badge too.
  await page.reload();
  await expect(badge(page)).toBeVisible();
});
