import { createStaffAccount, logInThroughApi } from '../staff';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi, SEEKER_CONTACT, send, uniqueEmail } from '../fixtures';

/** A 1x1 transparent PNG: the smallest real image the logo upload accepts. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Errors the page raised, leaving out the browser's own line for an expected error status (the 402). */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  return problems;
}

test('when a new company fills its profile, subscribes, posts a job and approves an applicant, then the job seeker sees the approval', async ({
  page,
  request,
  playwright,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const companyEmail = uniqueEmail('company');
  const password = 'harper-harbour-2026';
  const companyName = `Nimba Iron Works ${Date.now()}`;
  await registerThroughApi(request, companyEmail, password, 'company');

  // Profile: a company without an id in the address gets its own edit form, after signing in and
  // naming the company (the name alone comes first).
  await page.goto('/companies/profile/');
  await expect(page).toHaveURL(/\/login\?next=/);
  await logIn(page, companyEmail, password);
  await expect(page.getByRole('heading', { name: 'Name your company' })).toBeVisible();
  await page.getByLabel('Company name').fill(companyName);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { name: 'Company Profile' })).toBeVisible();
  await expect(page.getByLabel('Delete logo')).toHaveCount(0);

  await page.getByLabel('Company name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Industry')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Company name').fill(companyName);
  await page.getByLabel('Description', { exact: true }).fill('We mine and ship iron ore from Yekepa to Buchanan.');
  await page.getByLabel('Company size').selectOption({ label: 'medium (51-500 employees)' });
  await page.getByLabel('Industry').selectOption({ label: 'Mining' });
  await page.getByLabel('Website').fill('https://nimba-iron.example');
  await page.getByLabel('Founded year').fill('1998');
  await page.getByLabel('Location', { exact: true }).fill('Ganta, Nimba');
  await page.getByLabel('Contact email').fill('hr@nimba-iron.example');
  await page.getByLabel('Contact phone').fill('+231 770 000 111');
  await page.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await expect(page.getByAltText('New logo preview')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Company profile updated successfully!')).toBeVisible();
  await expect(page.getByAltText(`${companyName} logo`)).toHaveAttribute('src', /\/media\//);
  await expect(page.getByLabel('Delete logo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText(companyName);

  // The read-only view shows what was saved.
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(page.getByText('medium (51-500 employees)')).toBeVisible();
  await expect(page.getByText('No jobs posted by this company yet.')).toBeVisible();

  // Without a subscription, posting a job opens the 'Subscription Required' dialog.
  await page.goto('/company/post-job');
  const jobTitle = `Mine Site Electrician ${Date.now()}`;
  await page.getByLabel('Job title').fill(jobTitle);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Keep the crushers and conveyors running on the night shift.');
  await page.getByRole('button', { name: 'Post Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'You need an active subscription to use this feature. Please subscribe to continue.',
  );
  await expect(page.getByText('Active subscription required to post jobs.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Subscribe' }).click();

  // Subscribe: every field is required; the amount comes from the chosen plan.
  await expect(page).toHaveURL(/\/company\/subscribe$/);
  // Every active plan is offered, the seeded 'general' one too.
  await expect(page.getByRole('radio', { name: /General/ })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Please select a provider, plan, enter payment reference, and amount.')).toBeVisible();
  await page.getByRole('radio', { name: /Basic/ }).check();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('25');
  await page.getByLabel('Payment provider').selectOption({ label: 'Orange Money' });
  await expect(page.getByText('Dial *144#', { exact: false })).toBeVisible();
  await page.getByLabel('Payment reference').fill(`OM-${Date.now()}`);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  // The result replaces the form and the screen moves to it: nothing invites paying twice.
  const result = page.getByRole('heading', { name: 'Payment confirmation received' });
  await expect(result).toBeFocused();
  await expect(result).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);
  await expect(page.getByText('Subscription activated! You can now manage jobs.')).toBeVisible();
  // Until staff verify the payment, the subscription does not read like a verified one.
  await expect(page.getByText('Active, payment being checked', { exact: true })).toBeVisible();

  // Post the job, now with a subscription.
  await page.goto('/company/post-job');
  await page.getByLabel('Job title').fill(jobTitle);
  await page
    .getByLabel('Description', { exact: true })
    .fill('Keep the crushers and conveyors running on the night shift.');
  await expect(page.getByLabel('Pay period')).toHaveValue('monthly');
  await expect(page.getByLabel('Job type')).toHaveValue('full_time');
  await expect(page.getByLabel('Experience level')).toHaveValue('entry');
  await expect(page.getByLabel(/^Active/)).toBeChecked();
  await page.getByLabel('Currency').selectOption('LRD');
  await page.getByLabel('Minimum salary').fill('45000');
  await page.getByLabel('Maximum salary').fill('60000');
  await page.getByLabel('Location', { exact: true }).fill('Yekepa, Nimba');
  await page.getByLabel('Skills').fill('Electrical maintenance, PLC, Safety');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  await expect(page.getByRole('heading', { name: 'My Job Listings' })).toBeVisible();
  const jobLink = page.getByRole('link', { name: jobTitle, exact: true });
  await expect(jobLink).toBeVisible();
  const jobId = Number((await jobLink.getAttribute('href'))?.split('/').pop());
  expect(jobId).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Inactive' }).click();
  await expect(page.getByText('No jobs found for this filter.')).toBeVisible();
  await page.getByRole('button', { name: 'All' }).click();

  // A new company's first job is held for review until staff release it.
  await expect(page.getByRole('row').filter({ hasText: jobTitle }).getByText('Held for review')).toBeVisible();
  const staffEmail = uniqueEmail('staff');
  createStaffAccount(staffEmail, password);
  const staffApi = await playwright.request.newContext({ baseURL });
  await logInThroughApi(staffApi, staffEmail, password);
  await send(staffApi, 'POST', `/api/staff/jobs/${jobId}/decision/`, { data: { action: 'release', reason: '' } });
  await staffApi.dispose();

  // A job seeker with a CV applies (through the API, as their browser would).
  const seekerEmail = uniqueEmail('seeker');
  const seekerApi = await playwright.request.newContext({ baseURL });
  await registerThroughApi(seekerApi, seekerEmail, password, 'job_seeker');
  await send(seekerApi, 'PUT', '/accounts/api/structured-cv/', {
    data: {
      summary: 'Certified electrician with five years on mine sites in Nimba.',
      skills_api: ['Electrical maintenance', 'Welding'],
      education: [
        {
          degree: 'Diploma in Electrical Engineering',
          institution: 'Booker Washington Institute',
          specialization: 'Power systems',
          city: 'Kakata',
          start_month: 9,
          start_year: 2014,
          end_month: 6,
          end_year: 2017,
        },
      ],
      experience: [],
      languages: ['English', 'Kpelle'],
      certifications: [],
      hobbies: ['Football'],
    },
  });
  await send(seekerApi, 'POST', `/api/jobs/${jobId}/apply/`, {
    data: { cover_letter: 'I keep machines running.', ...SEEKER_CONTACT },
  });
  await seekerApi.dispose();

  // The company reviews the application and approves it.
  await page.reload();
  await page.getByRole('link', { name: `View applications for ${jobTitle}` }).click();
  await expect(page.getByRole('heading', { name: `Applications for ${jobTitle}` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: seekerEmail });
  await expect(row).toContainText('Pending Review');
  await row.getByRole('link', { name: /View application/ }).click();
  await expect(page.getByRole('heading', { name: 'CV Overview' })).toBeVisible();
  await expect(page.getByText('I keep machines running.')).toBeVisible();
  await expect(page.getByText('Certified electrician with five years on mine sites in Nimba.')).toBeVisible();
  await expect(page.getByText('Diploma in Electrical Engineering')).toBeVisible();
  await expect(page.getByText('Kpelle')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Pending Review' })).toBeDisabled();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Status changed to Approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reject' })).toBeEnabled();
  // With the bookkeeping flag off (the default), the page is not offered and sends the company on.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookkeeping' })).toHaveCount(
    0,
  );
  await page.goto('/company/bookkeeping');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);

  // The job seeker sees the approval under My Applications.
  const seekerContext = await browser.newContext({ baseURL });
  const seekerPage = await seekerContext.newPage();
  await seekerPage.goto('/login');
  await logIn(seekerPage, seekerEmail, password);
  await expect(seekerPage).not.toHaveURL(/\/login/);
  await seekerPage.goto('/jobseeker/applications');
  await expect(seekerPage.getByText(jobTitle)).toBeVisible();
  await expect(seekerPage.getByText('Approved', { exact: true })).toBeVisible();
  await seekerContext.close();
});

/**
 * Bookkeeping needs the show_company_bookkeeping flag, which only the operator CLI turns on, and the
 * CLI cannot open the database while the shared e2e server holds it. So this test runs its own
 * server (same build) on a free port over a fresh data folder where the flag was set first.
 */
test.describe('bookkeeping with the flag on', () => {
  const serverDir = path.resolve(import.meta.dirname, '../../server');
  let dataDir = '';
  let server: ChildProcess | null = null;
  let serverUrl = '';

  const freePort = () =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() =>
          typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
        );
      });
    });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'lj-e2e-bookkeeping-'));
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
    execFileSync('node', ['dist/admin.js', 'flag', 'show_company_bookkeeping', 'on'], {
      cwd: serverDir,
      env,
      stdio: 'pipe',
    });
    const port = await freePort();
    serverUrl = `http://localhost:${port}`;
    server = spawn('node', ['dist/server.js'], {
      cwd: serverDir,
      env: { ...env, PORT: String(port), GOOGLE_CLIENT_ID: '' },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      const up = await fetch(`${serverUrl}/companies/api/settings/`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('the bookkeeping server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('when a company submits a month after confirming, then it is saved and leaves the choices', async ({
    browser,
    playwright,
  }) => {
    const email = uniqueEmail('bookkeeper');
    const password = 'buchanan-port-2026';
    const api = await playwright.request.newContext({ baseURL: serverUrl });
    await registerThroughApi(api, email, password, 'company');
    await api.dispose();

    const context = await browser.newContext({ baseURL: serverUrl });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto('/login');
    await logIn(page, email, password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookkeeping' }).click();
    await expect(page.getByRole('heading', { name: 'Monthly Bookkeeping' })).toBeVisible();

    const month = page.getByLabel('Month');
    const chosen = await month.inputValue();
    expect(chosen).toBe(new Date().toISOString().slice(0, 7));
    await page.getByLabel('Revenue (USD)').fill('-1');
    await page.getByRole('button', { name: 'Submit month' }).click();
    await expect(page.getByText('Revenue cannot be negative.')).toBeVisible();

    await page.getByLabel('Revenue (USD)').fill('12500.50');
    await page.getByLabel('Expenses (USD)').fill('8300');
    await page.getByLabel('Ore extracted (tonnes)').fill('420.75');
    await page.getByLabel('Wages paid (USD)').fill('5100');
    await page.getByLabel('Notes').fill('Rainy season slowed hauling.');
    await page.getByRole('button', { name: 'Submit month' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit bookkeeping' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Bookkeeping data saved successfully!')).toBeVisible();
    await expect(month.locator(`option[value="${chosen}"]`)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Submitted months (locked)' })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
});
