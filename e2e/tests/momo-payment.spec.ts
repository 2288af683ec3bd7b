import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, nameCompanyThroughApi, registerThroughApi, uniqueEmail } from '../fixtures';
import { MOMO_PORT } from '../playwright.config';
import { logIn } from '../service-worker';
import { createStaffAccount } from '../staff';

type FakeRequest = { referenceId: string; body: { payer: { partyId: string } }; status: string };

/**
 * A company pays its subscription by MTN MoMo request-to-pay against the fake MoMo API: the payer's
 * phone declines once, then approves a new request; the page follows each answer live, keeps the
 * waiting request across a visit elsewhere, and the subscription is active the moment MoMo confirms.
 */
test('when a company sends an MTN MoMo payment request and the payer approves it on the phone, then the page shows it live and the subscription is active at once', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('momo');
  const setup = await playwright.request.newContext({ baseURL });
  await registerThroughApi(setup, email, DEMO_PASSWORD, 'company');
  await nameCompanyThroughApi(setup, `Harbour Freight ${Date.now()}`);
  await setup.dispose();
  // A number of its own for this run, so this test finds its own requests in the fake.
  const digits = String(Date.now()).slice(-7);
  const msisdn = `23188${digits}`;
  const fake = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${MOMO_PORT}` });
  const latestRequest = async () => {
    const requests = (await (await fake.get('/_fake/requests')).json()) as FakeRequest[];
    return requests.filter((request) => request.body.payer.partyId === msisdn).at(-1);
  };
  /** The payer answers on the phone; the fake calls our callback address, as MoMo does. */
  const answerOnPhone = async (outcome: object) => {
    const request = await latestRequest();
    if (!request) throw new Error('MoMo got no request for this number');
    const settled = await fake.post(`/_fake/settle/${request.referenceId}`, { data: outcome });
    expect(await settled.json()).toEqual({ callback: 200 });
  };

  await logIn(page, email);
  await page.goto('/company/subscribe');
  const momo = page.getByRole('region', { name: 'Pay with MTN MoMo' });
  await expect(momo).toBeVisible();
  await momo.getByLabel('MTN MoMo number').fill('0770 123 456');
  await momo.getByLabel('Plan').selectOption({ label: 'basic (USD 25 / 30 days)' });
  await momo.getByRole('button', { name: 'Send payment request' }).click();
  await expect(momo.getByText('An MTN MoMo number starts with 088 or 055, e.g. 0880 123 456.')).toBeVisible();

  await momo.getByLabel('MTN MoMo number').fill(`088${digits}`);
  await momo.getByRole('button', { name: 'Send payment request' }).click();
  await expect(momo.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
  await expect(momo.getByText('Approve the payment of USD 25 on your phone.')).toBeVisible();

  // Declined on the phone: said in plain words, and a new request may be sent.
  await answerOnPhone({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
  await expect(momo.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  await expect(momo.getByText('The payment was declined on the phone.')).toBeVisible();
  await momo.getByRole('button', { name: 'Send a new payment request' }).click();
  await momo.getByLabel('MTN MoMo number').fill(`088${digits}`);
  await momo.getByLabel('Plan').selectOption({ label: 'basic (USD 25 / 30 days)' });
  await momo.getByRole('button', { name: 'Send payment request' }).click();
  await expect(momo.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();

  // Leaving the page and coming back: the waiting request is still there.
  await page.goto('/company/jobs');
  await page.goto('/company/subscribe');
  await expect(momo.getByText('Approve the payment of USD 25 on your phone.')).toBeVisible();

  await answerOnPhone({ status: 'SUCCESSFUL' });
  await expect(momo.getByRole('heading', { name: 'Payment approved' })).toBeVisible();
  await expect(momo.getByText('Paid: USD 25. Your subscription is active.')).toBeVisible();
  await expect(momo.getByText(/MTN MoMo transaction \d+/)).toBeVisible();
  // Verified by the provider itself: not "being checked".
  await expect(page.getByText(/Your subscription: Active/)).toBeVisible();
  await expect(page.getByText('Active, payment being checked', { exact: true })).toHaveCount(0);
  await fake.dispose();

  // Staff see both requests on the Payments screen, with what MoMo answered.
  const staffEmail = uniqueEmail('momo-staff');
  createStaffAccount(staffEmail, DEMO_PASSWORD);
  const staff = await (await browser.newContext()).newPage();
  await logIn(staff, staffEmail);
  await staff.goto('/staff/payments');
  const payer = `+231 ${msisdn.slice(3, 6)} ${msisdn.slice(6, 9)} ${msisdn.slice(9)}`;
  const rows = staff
    .getByRole('region', { name: 'MTN MoMo payment requests' })
    .getByRole('row')
    .filter({ hasText: payer });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'FAILED: APPROVAL_REJECTED' })).toContainText('declined');
  await expect(rows.filter({ hasText: 'SUCCESSFUL' })).toContainText(/activated.*\d{10}/);
});
