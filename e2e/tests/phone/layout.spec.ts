import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { nameCompanyThroughApi, SEEKER_CONTACT, send, uniqueEmail } from '../../fixtures';
import { textContrast } from '../../page-checks';
import { expectFitsPhone, open, signUp } from '../../phone-session';
import { createStaffAccount, logInThroughApi } from '../../staff';

const PASSWORD = 'gbarnga-market-2026';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

/** Axe finds nothing on the phone layout (the cards, the status buttons). */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const where = new URL(page.url()).pathname;
  expect(results.violations.map((violation) => `${where}: ${violation.id} ${violation.nodes[0]?.target}`)).toEqual([]);
}

/** `target` is drawn whole between the screen's left and right edges: no sideways scroll to reach it. */
async function expectAcrossScreen(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const width = target.page().viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, `${target} lies within 0..${width} px`).toBe(true);
}

/** Opens the main menu (and the menus in it) and checks its links too. */
async function expectMenuFitsPhone(page: Page, submenus: string[] = []): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByLabel('Toggle navigation').click();
  // Menus are <details>: their summaries have no button role for Playwright, only their text.
  for (const name of submenus) await nav.locator('summary', { hasText: name }).click();
  await expectFitsPhone(page);
  await nav.getByLabel('Toggle navigation').click();
}

test('when a guest and a job seeker walk their screens on a phone, then none scrolls sideways and every tap target is 44 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const jobs = (await (await request.get('/api/jobs/?view=card')).json()) as {
    results: { id: number; company: { id: number } }[];
  };
  const job = jobs.results[0];
  if (!job) throw new Error('the demo data has no jobs');
  for (const path of [
    '/',
    '/jobs',
    `/jobs/${job.id}`,
    '/login',
    '/register',
    '/register/jobseeker',
    '/reset-password',
    '/industries',
    `/company/${job.company.id}`,
  ]) {
    await open(page, path);
    await expectFitsPhone(page);
  }
  // The job list's filters, unfolded.
  await open(page, '/jobs');
  await page.getByText('Show filters').click();
  await expectFitsPhone(page);
  await open(page, '/');
  await expectMenuFitsPhone(page);

  // A job seeker with one application.
  await signUp(page.request, 'job_seeker');
  await send(page.request, 'POST', `/api/jobs/${job.id}/apply/`, {
    data: { cover_letter: 'I can start Monday.', ...SEEKER_CONTACT },
  });
  for (const path of ['/profile', '/profile/cv', '/profile/cv/upload', '/jobseeker/applications', `/jobs/${job.id}`]) {
    await open(page, path);
    await expectFitsPhone(page);
  }
  // Disabled, it still says something: readable at 4.5:1.
  const applied = page.getByRole('button', { name: 'Applied Successfully' });
  await expect(applied).toBeDisabled();
  expect(await textContrast(applied)).toBeGreaterThanOrEqual(4.5);
  await expectMenuFitsPhone(page, ['My CV']);
});

test('when an employer walks the company screens on a phone, then none scrolls sideways, every tap target is 44 px and each application shows every action', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUp(page.request, 'company');
  await nameCompanyThroughApi(page.request, 'Gbarnga Clinic Services');
  for (const path of ['/profile', '/company/subscribe']) {
    await open(page, path);
    await expectFitsPhone(page);
  }
  await send(page.request, 'POST', '/api/companies/payment/confirm/', {
    data: { provider: 'Orange Money', payment_reference: `OM-${Date.now()}`, amount: 25, plan_id: 2 },
  });

  // Posting a job: the success toast fits the screen, its close button in reach.
  await open(page, '/company/post-job');
  await expectFitsPhone(page);
  const title = `Generator Technician ${Date.now()}`;
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Keep the clinic generators running in Gbarnga.');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  const toast = page.getByRole('status').filter({ hasText: 'Job posted successfully!' });
  await expect(toast).toBeVisible();
  await expectAcrossScreen(toast);
  const close = toast.getByRole('button', { name: 'Close' });
  await expect(close).toBeInViewport({ ratio: 1 });
  await expectFitsPhone(page);
  await close.click();
  await expect(toast).toHaveCount(0);

  const jobLink = page.getByRole('link', { name: title, exact: true });
  const jobId = Number((await jobLink.getAttribute('href'))?.split('/').pop());
  // A new company's first job is held for review: staff release it before anyone applies.
  const staffEmail = uniqueEmail('staff');
  createStaffAccount(staffEmail, PASSWORD);
  const staffApi = await playwright.request.newContext({ baseURL });
  await logInThroughApi(staffApi, staffEmail, PASSWORD);
  await send(staffApi, 'POST', `/api/staff/jobs/${jobId}/decision/`, { data: { action: 'release', reason: '' } });
  await staffApi.dispose();
  await expectAcrossScreen(page.getByRole('link', { name: `Edit ${title}` }));
  await expectAcrossScreen(page.getByRole('link', { name: `View applications for ${title}` }));
  await expectAcrossScreen(page.getByRole('button', { name: `Delete ${title}` }));

  // A job seeker with a phone number applies.
  const seeker = await playwright.request.newContext({ baseURL });
  const seekerEmail = await signUp(seeker, 'job_seeker');
  await send(seeker, 'PUT', '/accounts/api/auth/profile/', {
    multipart: { first_name: 'Korto', last_name: 'Gbowee', phone_number: '+231 77 012 3456' },
  });
  await send(seeker, 'POST', `/api/jobs/${jobId}/apply/`, { data: { cover_letter: 'Ten years on diesel sets.' } });
  await seeker.dispose();

  await open(page, `/company/jobs/${jobId}/applications`);
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);
  const row = page.getByRole('row').filter({ hasText: seekerEmail });
  // The number as the profile keeps it (E.164), read out grouped by three.
  await expect(row.getByRole('link', { name: '+231 770 123 456' })).toHaveAttribute('href', 'tel:+231770123456');
  await expect(row.getByRole('link', { name: seekerEmail })).toHaveAttribute('href', `mailto:${seekerEmail}`);
  await expectAcrossScreen(row.getByRole('link', { name: 'Korto Gbowee', exact: true }));
  await expectAcrossScreen(row.getByText('Pending Review'));
  await expectAcrossScreen(row.getByRole('link', { name: 'View application of Korto Gbowee' }));
  await row.getByRole('link', { name: 'Korto Gbowee', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application from Korto Gbowee' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: '+231 770 123 456' })).toHaveAttribute('href', 'tel:+231770123456');
  await expectFitsPhone(page);
  await expectNoAxeViolations(page);
  // The current status is a disabled button that still reads at 4.5:1.
  const current = page.getByRole('button', { name: 'Mark as Pending Review' });
  await expect(current).toBeDisabled();
  expect(await textContrast(current)).toBeGreaterThanOrEqual(4.5);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
  expect(await textContrast(page.getByRole('button', { name: 'Approve' }))).toBeGreaterThanOrEqual(4.5);
  await expectNoAxeViolations(page);
  await open(page, '/company/jobs');
  await expectNoAxeViolations(page);
  await expectMenuFitsPhone(page);
});
