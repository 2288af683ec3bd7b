import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  jobFormFields,
  latestMailTo,
  latestSmsTo,
  registerThroughApi,
  send,
  uniqueEmail,
} from '../fixtures';
import { sidewaysOverflow } from '../phone-layout';
import { DATA_DIR } from '../playwright.config';
import { logIn } from '../service-worker';
import { logInThroughApi } from '../staff';

/**
 * A seeker makes a job alert from a search, gets the digest by e-mail, and stops it by its
 * link; a seeker with a confirmed number gets it by SMS.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const REPO = path.resolve(import.meta.dirname, '../..');

/** An operator command beside the running server, as `npm run admin` runs it (over its admin socket). */
const admin = (...args: string[]): string =>
  execFileSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR },
    encoding: 'utf8',
  });

/** The operator's "send the digests now" (the server runs them each morning). */
const runAlertsNow = () => admin('run-alerts', 'all');

/** A job the demo company posts now, through the API as its screens do. */
async function postJob(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  title: string,
) {
  const company = await playwright.request.newContext({ baseURL });
  await logInThroughApi(company, 'employer@example.com', DEMO_PASSWORD);
  await send(company, 'POST', '/api/jobs/', {
    data: {
      ...jobFormFields,
      title,
      description: 'Load the ore trucks at the mine.',
      requirements: 'One year on a loader.',
      location: 'Yekepa, Nimba',
    },
  });
  await company.dispose();
}

/** A mail's text as written (quoted-printable: soft line breaks and =XX bytes undone). */
const decoded = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

test('when a seeker makes an alert from a search and a matching job is posted, then the digest brings it and its link stops the alert', async ({
  page,
  playwright,
  baseURL,
}) => {
  const word = `Dredger${Date.now().toString(36)}`;
  const email = uniqueEmail('alerts');
  const seeker = await playwright.request.newContext({ baseURL });
  await registerThroughApi(seeker, email, DEMO_PASSWORD, 'job_seeker');
  await seeker.dispose();

  await logIn(page, email);
  await page.goto(`/jobs?search=${word}`);
  await page.getByRole('link', { name: 'Create alert' }).click();
  const form = page.getByRole('form', { name: 'Create alert' });
  await form.getByLabel('Alert name').fill(`${word} jobs`);
  await form.getByLabel('How often').selectOption('weekly');
  await form.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText(`Alert "${word} jobs" created.`)).toBeVisible();
  // The form is an app screen that lands on the seeker's alerts, the new one listed.
  await expect(page.getByRole('heading', { name: 'Job alerts', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${word} jobs` })).toBeVisible();

  await postJob(playwright, baseURL, `${word} Operator`);

  expect(runAlertsNow()).toMatch(/\d+ digests? queued\./);
  await expect.poll(() => latestMailTo(email) ?? '', { timeout: 20_000 }).toContain(`Operator`);
  const mail = decoded(latestMailTo(email) ?? '');
  expect(mail).toContain(`${word} Operator - `);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const link = mail.match(/Stop this alert: (\S+)/)?.[1] ?? '';
  const unsubscribe = new URL(link);

  // A mail app opens the link without the session: a fresh page, no sign-in.
  const stranger = await page.context().browser()?.newPage();
  if (!stranger) throw new Error('no browser');
  await stranger.goto(`${baseURL}${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(stranger.getByRole('heading', { name: 'Stop this job alert?' })).toBeVisible();
  await stranger.getByRole('button', { name: 'Stop the alert' }).click();
  await expect(stranger.getByRole('heading', { name: 'Alert stopped' })).toBeVisible();
  await stranger.close();

  // Back on the alerts page the seeker left open: opened again, it shows what the link did.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Job alerts', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: `${word} jobs` });
  await expect(row.getByText('Paused')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText(`Alert "${word} jobs" resumed.`)).toBeVisible();
});

test('when a seeker with a confirmed number has an SMS alert and a matching job is posted, then the SMS brings it and not the older one', async ({
  page,
  playwright,
  baseURL,
}) => {
  const word = `Loader${Date.now().toString(36)}`;
  const email = uniqueEmail('sms-alerts');
  const phone = `+23177${String(Date.now()).slice(-7)}`;
  const seeker = await playwright.request.newContext({ baseURL });
  await registerThroughApi(seeker, email, DEMO_PASSWORD, 'job_seeker');
  expect(admin('set-sms-phone', email, phone)).toContain(`gets SMS at ${phone}`);
  await postJob(playwright, baseURL, `${word} Old Shift`);

  await logInThroughApi(seeker, email, DEMO_PASSWORD);
  const alert = await send(seeker, 'POST', '/accounts/api/alerts/', {
    data: { name: `${word} by SMS`, search: `search=${word}`, frequency: 'daily', email: false, sms: true },
  });
  expect(alert).toMatchObject({ email: false, sms: true });
  await seeker.dispose();
  await postJob(playwright, baseURL, `${word} Night Shift`);

  expect(runAlertsNow()).toMatch(/\d+ digests? queued\./);
  await expect.poll(() => latestSmsTo(phone) ?? '', { timeout: 20_000 }).toContain(`${word} Night Shift`);
  const sms = latestSmsTo(phone) ?? '';
  expect(sms).not.toContain('Old Shift');
  expect(sms).toContain(`/jobs?search=${word}`);
  expect(sms).toMatch(/Stop SMS: http\S+\/s\/\d+\.\S+/);
  expect(latestMailTo(email)).toBeNull();

  await logIn(page, email);
  await page.goto('/alerts');
  const row = page.getByRole('listitem').filter({ hasText: `${word} by SMS` });
  await expect(row.getByText('Sent by SMS every day')).toBeVisible();
});
