import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  jobFormFields,
  latestSmsTo,
  registerThroughApi,
  SEEKER_CONTACT,
  send,
  uniqueEmail,
} from '../fixtures';
import { logIn } from '../service-worker';

/**
 * A company confirms its contact phone with the SMS code under the field, as seekers do, and then hears
 * of a new applicant by SMS (docs/decisions/0093-sms-news.md).
 */
test('when a company confirms its contact phone with the SMS code, then a new application reaches it by SMS', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A number of its own for this run (3 codes per number in 15 minutes).
  const digits = String(Date.now()).slice(-6);
  const written = `0777 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const e164 = `+231777${digits}`;

  await logIn(page, 'employer@example.com');
  await page.goto('/companies/profile/');
  const phone = page.getByLabel('Contact phone');
  await phone.fill(written);
  await expect(page.getByText('Not confirmed')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm by SMS' }).click();
  await expect(page.getByText(/We sent a code to \+231 777/).first()).toBeVisible();
  await expect.poll(() => latestSmsTo(e164) ?? '', { timeout: 20_000 }).toMatch(/code: \d{6}/);
  const code = /code: (\d{6})/.exec(latestSmsTo(e164) ?? '')?.[1] ?? '';
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Contact phone')).toHaveValue(e164);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  // A seeker applies to a new job of the company: the company's number gets the SMS.
  const title = `Truck Driver ${Date.now().toString(36)}`;
  const job = (await send(page.request, 'POST', '/api/jobs/', { data: { ...jobFormFields, title } })) as {
    id: number;
  };
  const seeker = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('sms-applicant');
  await registerThroughApi(seeker, email, DEMO_PASSWORD, 'job_seeker');
  await send(seeker, 'POST', '/accounts/api/login/', { data: { email, password: DEMO_PASSWORD } });
  await send(seeker, 'POST', `/api/jobs/${job.id}/apply/`, { data: SEEKER_CONTACT });
  await seeker.dispose();
  await expect
    .poll(() => latestSmsTo(e164) ?? '', { timeout: 20_000 })
    .toContain(`New application for ${title} from Musu Kollie.`);
});
