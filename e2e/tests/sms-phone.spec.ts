import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestSmsTo, registerThroughApi, smsStopPathFor, uniqueEmail } from '../fixtures';
import { logIn } from '../service-worker';

/**
 * A seeker's one phone number: typed in the profile, confirmed by the SMS code next to it, SMS receipts
 * asked for, STOPped; then a new number saved drops the confirmation.
 */
test('when a seeker confirms their profile number with the SMS code and ticks receipts, then the STOP link turns SMS off, and a new number needs confirming again', async ({
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
  const shown = `+231 886 ${digits.slice(0, 3)} ${digits.slice(3)}`;

  await logIn(page, email);
  await page.goto('/profile');
  // One phone field on the profile.
  await expect(page.getByRole('textbox', { name: /phone|mobile/i })).toHaveCount(1);
  const phone = page.getByLabel('Phone number');
  const receipts = page.getByLabel('Send me an SMS receipt when I apply');
  await expect(receipts).toBeDisabled();

  await phone.fill(written);
  await expect(page.getByText('Not confirmed')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm by SMS' }).click();
  await expect(page.getByText(/We sent a code to \+231 886/).first()).toBeVisible();

  // The code, read from the SMS outbox (the queue's worker writes it within a few seconds).
  await expect.poll(() => latestSmsTo(e164) ?? '', { timeout: 20_000 }).toMatch(/code: \d{6}/);
  const code = /code: (\d{6})/.exec(latestSmsTo(e164) ?? '')?.[1] ?? '';
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  // The number is the profile's: the summary shows it too.
  await expect(page.getByText(shown, { exact: true })).toBeVisible();

  await expect(receipts).toBeEnabled();
  await receipts.check();
  await expect(page.getByText('You will get an SMS receipt each time you apply.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone number')).toHaveValue(shown);
  await expect(page.getByLabel('Send me an SMS receipt when I apply')).toBeChecked();

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
  await expect(page.getByLabel('Send me an SMS receipt when I apply')).not.toBeChecked();
  // The number stays confirmed: SMS can be turned on again without a new code.
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  // A new number saved with the profile is not confirmed: SMS wait for its own code.
  await page.getByLabel('Phone number').fill('0777 000 111');
  await expect(page.getByText(`SMS stop going to ${shown}.`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone number')).toHaveValue('+231 777 000 111');
  await expect(page.getByText('Not confirmed')).toBeVisible();
  await expect(page.getByLabel('Send me an SMS receipt when I apply')).toBeDisabled();
});
