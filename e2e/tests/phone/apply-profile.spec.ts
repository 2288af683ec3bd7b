import { type BrowserContextOptions, expect, test } from '@playwright/test';
import { nameCompanyThroughApi, send } from '../../fixtures';
import { expectFitsPhone, open, signUp } from '../../phone-session';
import { releaseIfHeld } from '../../staff';

const phone: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  serviceWorkers: 'block',
};
test.use(phone);

test('when a seeker with an empty profile applies, then the apply step asks for their name and phone, the application is made with them, and the profile holds the phone', async ({
  page,
  browser,
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

  // A seeker with nothing but an e-mail address: the apply step itself asks for a name and a phone number.
  const email = await signUp(page.request, 'job_seeker');
  await open(page, `/jobs/${jobId}`);
  const apply = page.getByRole('region', { name: 'Apply for this job' });
  await expect(apply.getByText('The employer needs these to call you. They are saved on your profile.')).toBeVisible();
  await expectFitsPhone(page);

  // A number that is not a Liberian mobile one comes back with the rule, and nothing typed is lost.
  await apply.getByLabel('Full name').fill('Kebeh Flomo');
  await apply.getByLabel('Phone number').fill('0660 555 010');
  await apply.getByLabel('Cover letter (optional)').fill('I counted the takings at Duala market for three years.');
  await apply.getByRole('button', { name: 'Apply Now' }).tap();
  await expect(apply.getByText(/A Liberian mobile number starts with 077, 088 or 055/)).toBeVisible();
  await expect(apply.getByLabel('Phone number')).toBeFocused();
  await expect(apply.getByLabel('Full name')).toHaveValue('Kebeh Flomo');
  await expect(apply.getByLabel('Cover letter (optional)')).toHaveValue(
    'I counted the takings at Duala market for three years.',
  );
  expect((await (await page.request.get('/accounts/api/my-applications/')).json()) as unknown[]).toEqual([]);

  await apply.getByLabel('Phone number').fill('0886 555 010');
  await apply.getByRole('button', { name: 'Apply Now' }).tap();
  const sent = page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' });
  // What the employer sees now: the name and the number; only a CV is still offered.
  await expect(sent).toContainText(
    'The employer will see only your e-mail address, your name and your phone number: no CV.',
  );
  await expect(sent.getByRole('link', { name: 'Upload a CV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied Successfully' })).toBeDisabled();
  await expectFitsPhone(page);
  const mine = (await (await page.request.get('/accounts/api/my-applications/')).json()) as Array<{
    job: { id: number } | null;
  }>;
  expect(mine.map((application) => application.job?.id)).toEqual([jobId]);

  // The profile holds the name and the one phone number, not yet confirmed for SMS.
  await open(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Kebeh Flomo' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toHaveValue('+231 886 555 010');
  await expect(page.getByText('Not confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm by SMS' })).toBeVisible();
  await expectFitsPhone(page);

  // The employer: the applicant's name and number to call, and only the CV marked missing.
  await open(employerPage, `/company/jobs/${jobId}/applications`);
  const row = employerPage.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Kebeh Flomo')).toBeVisible();
  await expect(row.getByRole('link', { name: /886 555 010/ })).toBeVisible();
  await expect(row.getByText('Profile incomplete: no CV', { exact: true })).toBeVisible();
  await expectFitsPhone(employerPage);
  await employer.close();
});
