import { type BrowserContextOptions, expect, test } from '@playwright/test';
import { nameCompanyThroughApi } from '../../fixtures';
import { send } from '../../fixtures';
import { expectFitsPhone, open, signUp } from '../../phone-session';
import { releaseIfHeld } from '../../staff';

const phone: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  serviceWorkers: 'block',
};
test.use(phone);

test('when a seeker with an empty profile applies, then they are told the employer sees only their e-mail, can add name and phone and come back, and the employer sees what is still missing', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // An employer with a subscription and a job of its own.
  const employer = await browser.newContext({ ...phone, baseURL });
  const employerPage = await employer.newPage();
  await signUp(employerPage.request, 'company');
  await nameCompanyThroughApi(employerPage.request, `Red Light Traders ${Date.now()}`);
  await send(employerPage.request, 'POST', '/api/companies/payment/confirm/', {
    data: { provider: 'Orange Money', payment_reference: `OM-${Date.now()}`, amount: 25, plan_id: 2 },
  });
  const title = `Market Cashier ${Date.now()}`;
  const posted = await send(employerPage.request, 'POST', '/api/jobs/', {
    data: {
      title,
      description: 'Count the takings at Red Light market.',
      job_type: 'full_time',
      experience_level: 'entry',
      pay_period: 'monthly',
    },
  });
  const jobId: number = posted.id;
  await releaseIfHeld(jobId);

  // A seeker with nothing but an e-mail address applies with one tap.
  const email = await signUp(page.request, 'job_seeker');
  await open(page, `/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' });
  await expect(sent).toContainText(
    `The employer will see only your e-mail address (${email}): no name, phone number or CV.`,
  );
  await expect(sent.getByRole('link', { name: 'Upload a CV' })).toBeVisible();
  await expect(sent.getByRole('link', { name: 'Fill in a CV' })).toBeVisible();
  await expectFitsPhone(page);

  // A second seeker with an empty profile, through the API: the employer's list holds both.
  const other = await playwright.request.newContext({ baseURL });
  const otherEmail = await signUp(other, 'job_seeker');
  await send(other, 'POST', `/api/jobs/${jobId}/apply/`, { data: {} });
  await other.dispose();

  // Name and phone now, then back to the job.
  await sent.getByRole('link', { name: 'Add your name and phone' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?next=%2Fjobs%2F${jobId}$`));
  await expect(page.getByRole('link', { name: 'Back to the job' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectFitsPhone(page);
  await page.getByLabel('First name').fill('Kebeh');
  await page.getByLabel('Last name').fill('Flomo');
  await page.getByLabel('Phone number', { exact: true }).fill('+231 88 555 0101');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the job' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeVisible();
  // The CV pages offered with it lead back to the job as well, and fit the phone.
  for (const path of ['/profile/cv/upload', '/profile/cv']) {
    await open(page, `${path}?next=${encodeURIComponent(`/jobs/${jobId}`)}`);
    await expect(page.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', `/jobs/${jobId}`);
    await expectFitsPhone(page);
  }

  // The employer: the list and the application mark what each profile lacks.
  await open(employerPage, `/company/jobs/${jobId}/applications`);
  const kebeh = employerPage.getByRole('row').filter({ hasText: email });
  await expect(kebeh.getByText('Profile incomplete: no CV', { exact: true })).toBeVisible();
  const empty = employerPage.getByRole('row').filter({ hasText: otherEmail });
  await expect(empty.getByText('Profile incomplete: no name, phone number or CV', { exact: true })).toBeVisible();
  await expectFitsPhone(employerPage);
  await empty.getByRole('link', { name: `View application of ${otherEmail}` }).click();
  await expect(employerPage.getByRole('heading', { level: 1, name: `Application from ${otherEmail}` })).toBeVisible();
  await expect(
    employerPage.getByText('Profile incomplete: no name, phone number or CV', { exact: true }),
  ).toBeVisible();
  await employerPage.waitForLoadState('networkidle');
  await expectFitsPhone(employerPage);
  await employer.close();
});
