/**
 * `npm run docs:screens`: walks every journey on a 360 x 740 phone (touch, Chromium) against the built
 * server on a fresh database with the demo data, and saves one screenshot per step in docs/screens/,
 * with docs/screens/README.md listing them. Build first (`npm run build`). SCREENS_PORT picks the port.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import sharp from 'sharp';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(repoRoot, 'docs/screens');
const PASSWORD = 'liberia-demo-2026';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

type Shot = { file: string; journey: string; step: string };
const shots: Shot[] = [];

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The built server (server/dist/server.js) on its own port and throwaway data folder, with the demo data. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // PGlite in the throwaway folder, whatever database the shell points at.
  const { DATABASE_URL: _unused, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...parentEnv,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: '',
      REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/companies/api/settings/`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Waits until the screen is drawn and nothing is loading, then saves the viewport as a small PNG. */
async function shoot(page: Page, file: string, journey: string, step: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => {});
  // Past transitions and the landing page's rotating word settling.
  await page.waitForTimeout(400);
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  // A 256-colour palette keeps a phone screen under about 60 KB and readable.
  const small = await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 }).toBuffer();
  writeFileSync(path.join(outDir, file), small);
  shots.push({ file, journey, step });
  console.info(`${file}  ${Math.round(small.length / 1024)} KB  ${step}`);
}

async function csrf(context: BrowserContext): Promise<Record<string, string>> {
  await context.request.get('/accounts/api/csrf/');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return { 'X-CSRFToken': token };
}

async function register(context: BrowserContext, email: string, userType: 'job_seeker' | 'company') {
  const response = await context.request.post('/accounts/api/register/', {
    data: { email, password: PASSWORD, password2: PASSWORD, user_type: userType },
    headers: await csrf(context),
  });
  if (!response.ok()) throw new Error(`registering ${email} failed: ${response.status()}`);
}

/** The newest reset link the server wrote to its outbox for `to`. */
function resetLinkFor(dataDir: string, to: string): string {
  const outbox = path.join(dataDir, 'outbox');
  for (const file of readdirSync(outbox).sort().reverse()) {
    const mail = readFileSync(path.join(outbox, file), 'utf8');
    if (!mail.includes(`To: ${to}`)) continue;
    const decoded = mail
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=')
      .replace(/&amp;/g, '&');
    const link = /https?:\/\/[^\s"'<>]+\/reset-password\/confirm\?[^\s"'<>]+/.exec(decoded)?.[0];
    if (link) return `${new URL(link).pathname}${new URL(link).search}`;
  }
  throw new Error(`no reset mail to ${to}`);
}

async function seekerJourney(browser: Browser, base: string, jobId: number): Promise<string> {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  const page = await context.newPage();
  await page.goto('/');
  await shoot(page, '01-landing.png', 'Job seeker', 'Landing page');
  await page.goto('/jobs');
  await shoot(page, '02-job-list.png', 'Job seeker', 'Job list');
  await page.getByText('Show filters').click();
  await shoot(page, '03-job-filters.png', 'Job seeker', 'Filters unfolded');
  await page.goto(`/jobs/${jobId}`);
  await shoot(page, '04-job-page.png', 'Job seeker', 'Job page (guest)');

  const email = `screens-seeker-${Date.now()}@example.com`;
  await register(context, email, 'job_seeker');
  // A CV on paper, photographed: the job page stands in for the page of a CV.
  const photo = await page.screenshot({ type: 'jpeg', quality: 85 });
  const added = await context.request.post('/accounts/api/auth/profile/cv-pages/', {
    multipart: { page: { name: 'cv-page-1.jpg', mimeType: 'image/jpeg', buffer: photo } },
    headers: await csrf(context),
  });
  if (!added.ok()) throw new Error(`adding a CV photo failed: ${added.status()}`);
  // A name and a phone number on the profile: Apply Now is then the whole apply step.
  const contact = await context.request.put('/accounts/api/auth/profile/', {
    multipart: { first_name: 'Musu', last_name: 'Kollie', phone_number: '0886 555 010' },
    headers: await csrf(context),
  });
  if (!contact.ok()) throw new Error(`saving the name and phone failed: ${contact.status()}`);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page.getByText('Your application has been submitted successfully!').waitFor();
  await shoot(page, '05-apply.png', 'Job seeker', 'Applied in one tap');
  await page.goto('/profile');
  await shoot(page, '06-profile.png', 'Job seeker', 'Profile');
  await page.goto('/profile/cv');
  await shoot(page, '07-cv-editor.png', 'Job seeker', 'Structured CV');
  await page.goto('/profile/cv/upload');
  await shoot(page, '08-cv-upload.png', 'Job seeker', 'CV upload, with photos of a paper CV');
  await context.close();
  return email;
}

async function passwordResetJourney(browser: Browser, base: string, dataDir: string, email: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  const page = await context.newPage();
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If the email exists, a reset link has been sent.').waitFor();
  await shoot(page, '09-password-reset.png', 'Password reset', 'Reset link asked for');
  for (let tries = 0; ; tries++) {
    try {
      await page.goto(resetLinkFor(dataDir, email));
      break;
    } catch (error) {
      if (tries > 20) throw error;
      await page.waitForTimeout(250);
    }
  }
  await page.getByLabel('New password').fill('voinjama-hills-2026');
  await shoot(page, '10-password-new.png', 'Password reset', 'New password');
  await context.close();
}

/**
 * A new company's first job is held for review: staff release it, as an operator would,
 * with a staff account made by the CLI beside the running server.
 */
async function releaseAsStaff(browser: Browser, base: string, dataDir: string, jobId: number): Promise<void> {
  const email = `screens-staff-${Date.now()}@example.com`;
  execFileSync('npm', ['run', '--silent', 'admin', '--', 'create-user', email, 'staff'], {
    cwd: repoRoot,
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const staff = await browser.newContext({ baseURL: base });
  const login = await staff.request.post('/accounts/api/login/', {
    data: { email, password: PASSWORD },
    headers: await csrf(staff),
  });
  if (!login.ok()) throw new Error(`staff login failed: ${login.status()}`);
  const released = await staff.request.post(`/api/staff/jobs/${jobId}/decision/`, {
    data: { action: 'release', reason: '' },
    headers: await csrf(staff),
  });
  if (!released.ok()) throw new Error(`release failed: ${released.status()}`);
  await staff.close();
}

async function companyJourney(browser: Browser, base: string, dataDir: string, seekerEmail: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  const page = await context.newPage();
  await page.goto('/register/company');
  await page.getByLabel('Email').fill(`screens-company-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await shoot(page, '11-company-register.png', 'Company', 'Registration');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByText('Logout').waitFor({ state: 'attached' });

  await page.goto('/company/post-job');
  await shoot(page, '12-company-name-first.png', 'Company', 'Job form asks for the company name first');
  await page.getByRole('link', { name: 'Set your company name' }).click();
  await page.getByLabel('Company name').fill('Harbel Rubber Works');
  await page.getByLabel('Description', { exact: true }).fill('Rubber tapping and processing in Margibi.');
  await page.getByLabel('Company size').selectOption({ label: 'medium (51-500 employees)' });
  await page.getByLabel('Industry').selectOption({ label: 'Agriculture' });
  await page.getByLabel('Location', { exact: true }).fill('Harbel, Margibi');
  await shoot(page, '13-company-profile.png', 'Company', 'Company profile');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(/\/company\/post-job$/);

  await page.goto('/company/subscribe');
  await shoot(page, '14-subscription.png', 'Company', 'Subscription');
  const paid = await context.request.post('/api/companies/payment/confirm/', {
    data: { provider: 'Orange Money', payment_reference: `OM-${Date.now()}`, amount: 25, plan_id: 2 },
    headers: await csrf(context),
  });
  if (!paid.ok()) throw new Error(`payment failed: ${paid.status()}`);

  await page.goto('/company/post-job');
  await page.getByLabel('Job title').fill('Latex Collector');
  await page.getByLabel('Description', { exact: true }).fill('Collect latex from the tapping panels at dawn.');
  await shoot(page, '15-post-job.png', 'Company', 'Post a job');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await page.waitForURL(/\/company\/jobs$/);
  await shoot(page, '16-company-jobs.png', 'Company', 'My Job Listings, after posting');

  const jobId = Number(
    (
      await page
        .getByRole('link', { name: /^View applications for / })
        .first()
        .getAttribute('href')
    )?.match(/\d+/)?.[0],
  );
  await releaseAsStaff(browser, base, dataDir, jobId);
  const seeker = await browser.newContext({ baseURL: base });
  const login = await seeker.request.post('/accounts/api/login/', {
    data: { email: seekerEmail, password: PASSWORD },
    headers: await csrf(seeker),
  });
  if (!login.ok()) throw new Error(`seeker login failed: ${login.status()}`);
  // The apply step's name and phone number, as a seeker with an empty profile types them.
  await seeker.request.post(`/api/jobs/${jobId}/apply/`, {
    data: { full_name: 'Kebeh Flomo', phone_number: '0777 123 456' },
    headers: await csrf(seeker),
  });
  await seeker.close();

  await page.goto(`/company/jobs/${jobId}/applications`);
  await shoot(page, '17-applications.png', 'Company', 'Applications for a job');
  await page
    .getByRole('link', { name: /^View application of / })
    .first()
    .click();
  await page.getByRole('heading', { name: /^Application from / }).waitFor();
  await shoot(page, '18-application-detail.png', 'Company', 'Application detail');
  const photos = page.getByRole('heading', { name: 'CV (photos of paper pages)' });
  await photos.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -70));
  await page.getByRole('img', { name: 'CV page 1 of 1' }).evaluate((image: HTMLImageElement) => image.decode());
  await shoot(page, '19-application-cv-photos.png', 'Company', "The applicant's CV as photos of paper pages");
  await context.close();
}

async function publicJourney(browser: Browser, base: string, jobId: number) {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  const page = await context.newPage();
  await page.goto('/industries');
  await shoot(page, '20-industries.png', 'Industries and companies', 'Industries');
  await page
    .getByRole('link', { name: /Agriculture/ })
    .first()
    .click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await shoot(page, '21-companies.png', 'Industries and companies', 'Companies of an industry');

  await page.goto('/jobs');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`/jobs/${jobId}`);
  await page.goto('/jobs');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.goto(`/jobs/${jobId}`);
  await page.getByText('You are offline', { exact: false }).first().waitFor();
  await shoot(page, '22-offline.png', 'Offline', 'A job opened before, offline');
  await context.close();
}

function writeReadme() {
  const lines = [
    '# Screens at 360 x 740',
    '',
    'Every journey on a 360 x 740 phone (touch, Chromium), one screenshot per step, made by',
    '`npm run docs:screens` (`e2e/scripts/screens.ts`) against the built server on a fresh database with',
    'the demo data. Build first (`npm run build`); the script replaces every file here.',
    '',
  ];
  let journey = '';
  for (const shot of shots) {
    if (shot.journey !== journey) {
      journey = shot.journey;
      lines.push(`## ${journey}`, '');
    }
    lines.push(`- [${shot.step}](${shot.file})`);
    const next = shots[shots.indexOf(shot) + 1];
    if (!next || next.journey !== journey) lines.push('');
  }
  writeFileSync(path.join(outDir, 'README.md'), lines.join('\n'));
}

async function main() {
  const port = Number(process.env.SCREENS_PORT) || (await freePort());
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-screens-'));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const jobs = (await (await fetch(`${base}/api/jobs/?status=active`)).json()) as { results: Array<{ id: number }> };
    const jobId = jobs.results[0]?.id;
    if (!jobId) throw new Error('the demo data has no open job');
    const seekerEmail = await seekerJourney(browser, base, jobId);
    await passwordResetJourney(browser, base, dataDir, seekerEmail);
    await companyJourney(browser, base, dataDir, seekerEmail);
    await publicJourney(browser, base, jobId);
    writeReadme();
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
