import { type APIRequestContext, expect, test } from '@playwright/test';
import { uniqueEmail } from '../../fixtures';
import { expectResults } from '../../job-list';

/**
 * Every public journey with JavaScript off: the pages are complete as the server sends them, so a
 * phone without scripts (or before its script arrives) searches, opens a job, registers, logs in,
 * applies, saves, reports and logs out.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

type Job = { id: number; title: string; deadline: string | null };

async function openJobs(request: APIRequestContext): Promise<Job[]> {
  const { results } = (await (await request.get('/api/jobs/?status=active')).json()) as { results: Job[] };
  const today = new Date().toISOString().slice(0, 10);
  return results.filter((job) => job.deadline === null || job.deadline >= today);
}

test('when JavaScript is off, then a person searches with filters, opens a job, registers, applies, saves, reports and logs out', async ({
  page,
  request,
}) => {
  const [job, other] = await openJobs(request);
  if (!job || !other) throw new Error('the demo data has fewer than 2 open jobs');
  const word = job.title.split(' ').find((part) => /^[A-Za-z]{4,}$/.test(part)) ?? '';

  // Search with filters: one GET form.
  await page.goto('/jobs');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
  await page.getByText('Show filters', { exact: true }).click();
  await page.getByLabel('Remote').selectOption('false');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expectResults(page, request, `search=${word}&remote=false`);

  // Open a job: a guest is asked to log in to apply; they register instead, and come back.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  const email = uniqueEmail('no-script');
  const password = 'harbel-rubber-2026';
  await page.goto(`/register/jobseeker?next=${encodeURIComponent(`/jobs/${job.id}`)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}\\?registered=1$`));
  await expect(page.getByText('Registration successful! You are now logged in.')).toBeVisible();

  // Apply: a new profile has no name or phone number, so the apply step asks for them. A number that is
  // not one comes back with the message and everything typed; then the page answers with the application sent.
  await page.getByLabel('Full name').fill('Kebeh Flomo');
  await page.getByLabel('Phone number').fill('0660 123 456');
  await page.getByLabel('Cover letter (optional)').fill('Written without any script.');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText(/A Liberian mobile number starts with 077, 088 or 055/)).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Kebeh Flomo');
  await expect(page.getByLabel('Cover letter (optional)')).toHaveValue('Written without any script.');
  await page.getByLabel('Phone number').fill('0886 555 010');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Your application has been submitted successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeDisabled();
  // Kept on the profile.
  expect(await (await page.request.get('/accounts/api/auth/profile/')).json()).toMatchObject({
    first_name: 'Kebeh',
    last_name: 'Flomo',
    phone_number: '+231886555010',
  });

  // Save: the Save form posts and comes back to the job, saved.
  await page.getByRole('button', { name: /^Save: / }).click();
  await expect(page.getByRole('button', { name: /^Saved: / })).toHaveAttribute('aria-pressed', 'true');

  // Report another job.
  await page.goto(`/jobs/${other.id}`);
  await page.getByText('Report this job', { exact: true }).click();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our staff will look at this job.')).toBeVisible();

  // Log out, then log in again.
  await page.getByLabel('Toggle navigation').click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\?nocache=\d+$/);
  expect(await (await page.request.get('/accounts/api/auth/user-info/')).json()).toMatchObject({
    authenticated: false,
  });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Toggle navigation').click();
  // The name typed in the apply step is the one the navigation shows.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Kebeh Flomo')).toBeVisible();
});
