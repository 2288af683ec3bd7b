import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMailTo, registerThroughApi, send, uniqueEmail } from '../fixtures';
import { sidewaysOverflow } from '../phone-layout';
import { DATA_DIR } from '../playwright.config';
import { logIn } from '../service-worker';
import { logInThroughApi } from '../staff';

/** Issue 19: a seeker makes a job alert from a search, gets the digest by e-mail, and stops it by its link. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const REPO = path.resolve(import.meta.dirname, '../..');

/** The operator's "send the digests now" (the server runs them each morning), as `npm run admin` does. */
function runAlertsNow(): string {
  return execFileSync('npm', ['run', '--silent', 'admin', '--', 'run-alerts', 'all'], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR },
    encoding: 'utf8',
  });
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
  await page.getByRole('button', { name: 'Create alert' }).click();
  const form = page.getByRole('form', { name: 'Create alert' });
  await form.getByLabel('Alert name').fill(`${word} jobs`);
  await form.getByLabel('E-mail me').selectOption('weekly');
  await form.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText(`Alert "${word} jobs" created.`)).toBeVisible();

  const company = await playwright.request.newContext({ baseURL });
  await logInThroughApi(company, 'employer@example.com', DEMO_PASSWORD);
  await send(company, 'POST', '/api/jobs/', {
    data: {
      title: `${word} Operator`,
      description: 'Run the dredger on the Mano river.',
      requirements: 'Two years on heavy machines.',
      location: 'Monrovia, Montserrado',
      is_remote: false,
      job_type: 'full_time',
      experience_level: 'mid',
      pay_period: 'monthly',
      salary_min: null,
      salary_max: null,
      salary_currency: 'USD',
      is_active: true,
      deadline: null,
      skills: [],
      positions_available: 1,
    },
  });
  await company.dispose();

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

  await page.getByLabel('Toggle navigation').click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Job alerts', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: `${word} jobs` });
  await expect(row.getByText('Paused')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText(`Alert "${word} jobs" resumed.`)).toBeVisible();
});
