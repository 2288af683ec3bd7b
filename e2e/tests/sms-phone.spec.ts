import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestSmsTo, registerThroughApi, smsStopPathFor, uniqueEmail } from '../fixtures';
import { logIn } from '../service-worker';

/** A seeker confirms a number for SMS with the code sent to it, asks for receipts, then STOPs. */
test('when a seeker confirms their number with the SMS code and ticks receipts, then the STOP link turns SMS off', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('sms');
  const setup = await playwright.request.newContext({ baseURL });
  await registerThroughApi(setup, email, DEMO_PASSWORD, 'job_seeker');
  await setup.dispose();
  // A number of its own for this run (the server allows 3 codes per number in 15 minutes).
  const digits = String(Date.now()).slice(-6);
  const written = `0886 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const e164 = `+231886${digits}`;

  await logIn(page, email);
  await page.goto('/profile');
  const sms = page.getByRole('region', { name: 'SMS' });
  const receipts = sms.getByLabel('Send me an SMS receipt when I apply');
  await expect(receipts).toBeDisabled();

  await sms.getByLabel('Mobile number').fill(written);
  await sms.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to \+231 886/)).toBeVisible();

  // The code, read from the SMS outbox (the queue's worker writes it within a few seconds).
  await expect.poll(() => latestSmsTo(e164) ?? '', { timeout: 20_000 }).toMatch(/code: \d{6}/);
  const code = /code: (\d{6})/.exec(latestSmsTo(e164) ?? '')?.[1] ?? '';
  await sms.getByLabel('6-digit code').fill(code);
  await sms.getByRole('button', { name: 'Confirm number' }).click();
  await expect(sms.getByTestId('sms-phone')).toHaveText(`+231 886 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await expect(sms.getByText('Confirmed')).toBeVisible();

  await expect(receipts).toBeEnabled();
  await receipts.check();
  await expect(page.getByText('You will get an SMS receipt each time you apply.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'SMS' }).getByLabel('Send me an SMS receipt when I apply'),
  ).toBeChecked();

  // The STOP link at the end of an alert SMS, opened on a phone without signing in.
  const { user } = (await (await page.request.get('/accounts/api/auth/user-info/')).json()) as { user: { id: number } };
  const stranger = await page.context().browser()?.newPage();
  if (!stranger) throw new Error('no browser');
  await stranger.goto(`${baseURL}${smsStopPathFor(user.id)}`);
  await expect(stranger.getByRole('heading', { name: 'Stop SMS from us?' })).toBeVisible();
  await stranger.getByRole('button', { name: 'Stop SMS' }).click();
  await expect(stranger.getByRole('heading', { name: 'SMS stopped' })).toBeVisible();
  await stranger.close();

  await page.reload();
  const after = page.getByRole('region', { name: 'SMS' });
  await expect(after.getByLabel('Send me an SMS receipt when I apply')).not.toBeChecked();
  // The number stays confirmed: SMS can be turned on again without a new code.
  await expect(after.getByTestId('sms-phone')).toBeVisible();
});
