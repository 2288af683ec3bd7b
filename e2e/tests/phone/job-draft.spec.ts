import { expect, type Page, test } from '@playwright/test';
import { nameCompanyThroughApi } from '../../fixtures';
import { expectFitsPhone, open, signUp } from '../../phone-session';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

/** Every field of the job form a company types into, with what it typed. */
const typed = {
  'Job title': `Clinic Driver ${Date.now()}`,
  Description: 'Drive the clinic pickup between Gbarnga and Monrovia, three days a week.',
  Requirements: 'A valid licence and five years on Liberian roads.',
  'Positions available': '2',
  'Minimum salary': '250',
  'Maximum salary': '400',
  Location: 'Gbarnga, Bong',
  Skills: 'Driving, Vehicle care',
  'Education requirements': 'High school',
  Benefits: 'Lunch and phone credit',
} as const;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillJob(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);
  await field(page, 'Job type').selectOption('part_time');
  await field(page, 'Experience level').selectOption('mid');
  await field(page, 'Remote work possible').check();
}

async function expectJobAsTyped(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(typed)) await expect(field(page, label)).toHaveValue(value);
  await expect(field(page, 'Job type')).toHaveValue('part_time');
  await expect(field(page, 'Experience level')).toHaveValue('mid');
  await expect(field(page, 'Remote work possible')).toBeChecked();
}

test('when a company without a subscription fills the job form, pays and goes back, then every field is as it typed it and posting clears the draft', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page.request, 'company');
  await nameCompanyThroughApi(page.request, `Bong Mines Catering ${Date.now()}`);
  await open(page, '/company/post-job');
  await expectFitsPhone(page);
  await fillJob(page);
  await page.getByRole('button', { name: 'Post Job' }).click();

  const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
  await expect(dialog).toContainText(
    'You need an active subscription to use this feature. Please subscribe to continue.',
  );
  await expect(page.getByText('Everything you typed is kept on this device.')).toBeVisible();
  await expectFitsPhone(page);
  await dialog.getByRole('link', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/company\/subscribe$/);
  await expect(page.getByText('The job you were writing is kept on this device.')).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByLabel('Payment provider').selectOption({ index: 1 });
  await page.getByLabel('Payment reference').fill(`OM-${Date.now()}`);
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  const activated = page.getByRole('status').filter({ hasText: 'Subscription activated! You can now manage jobs.' });
  await expect(activated).toBeVisible();
  await expectFitsPhone(page);
  await activated.getByRole('link', { name: 'Back to your job' }).click();

  await expect(page).toHaveURL(/\/company\/post-job$/);
  await expect(page.getByText('Your unfinished job is back, as you left it.')).toBeVisible();
  await expectJobAsTyped(page);
  await expectFitsPhone(page);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  await expect(page.getByRole('link', { name: typed['Job title'], exact: true })).toBeVisible();

  // Posted: the next new job starts empty.
  await open(page, '/company/post-job');
  await expect(field(page, 'Job title')).toHaveValue('');
  await expect(page.getByText('Your unfinished job is back, as you left it.')).toHaveCount(0);
});

test('when a company discards its kept draft, then the form starts empty, also after a reload', async ({ page }) => {
  await signUp(page.request, 'company');
  await nameCompanyThroughApi(page.request, `Bong Mines Catering ${Date.now()}`);
  await open(page, '/company/post-job');
  await field(page, 'Job title').fill('Night Watchman');
  await page.reload();
  await expect(field(page, 'Job title')).toHaveValue('Night Watchman');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(field(page, 'Job title')).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Draft discarded.' })).toBeVisible();
  await page.reload();
  await expect(field(page, 'Job title')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);
});
