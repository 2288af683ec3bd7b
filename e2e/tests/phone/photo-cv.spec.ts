import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  fillContactThroughApi,
  nameCompanyThroughApi,
  registerThroughApi,
  uniqueEmail,
} from '../../fixtures';
import { sidewaysOverflow, smallTapTargets } from '../../phone-layout';
import { releaseIfHeld } from '../../staff';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

async function csrfOf(request: APIRequestContext): Promise<string> {
  await request.get('/accounts/api/csrf/');
  return (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

/** A subscribed, named company with one job; answers the job's id and title. */
async function companyWithJob(request: APIRequestContext, email: string): Promise<{ id: number; title: string }> {
  await registerThroughApi(request, email, DEMO_PASSWORD, 'company');
  await nameCompanyThroughApi(request, `Zwedru Timber ${Date.now()}`);
  const headers = { 'X-CSRFToken': await csrfOf(request) };
  const paid = await request.post('/api/companies/payment/confirm/', {
    data: { provider: 'Orange Money', payment_reference: `OM-${Date.now()}`, amount: 25, plan_id: 2 },
    headers,
  });
  expect(paid.ok()).toBe(true);
  const title = `Sawmill Helper ${Date.now()}`;
  const posted = await request.post('/api/jobs/', {
    data: {
      title,
      description: 'Stack and carry timber at the Zwedru sawmill.',
      job_type: 'full_time',
      experience_level: 'entry',
      pay_period: 'monthly',
      deadline: null,
    },
    headers,
  });
  expect(posted.status()).toBe(201);
  const id = (await posted.json()).id as number;
  await releaseIfHeld(id);
  return { id, title };
}

test('when a seeker adds a photo of a paper CV and applies, then the company sees the page as the CV', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const companyContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, hasTouch: true });
  const companyPage = await companyContext.newPage();
  const job = await companyWithJob(companyPage.request, uniqueEmail('photo-cv-company'));

  // A real JPEG: a photo of a screen, as a phone would take of a page.
  await page.goto('/');
  const photo = await page.screenshot({ type: 'jpeg', quality: 90 });
  await registerThroughApi(page.request, uniqueEmail('photo-cv-seeker'), DEMO_PASSWORD, 'job_seeker');
  await fillContactThroughApi(page.request);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Photos of a paper CV' })).toBeVisible();
  await expect(page.getByText('You have not added any photos of a paper CV.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Add photos of your CV pages').setInputFiles({
    name: 'cv-page-1.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(page.getByText('The page was added to your CV.')).toBeVisible();
  const thumbnail = page.getByRole('img', { name: 'CV page 1 of 1' });
  await expect(thumbnail).toBeVisible();
  // Lazily loaded: it loads once scrolled to, as a person would.
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Remove page 1' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await smallTapTargets(page)).toEqual([]);

  // A file that is not a photo is refused before anything is sent.
  await page.getByLabel('Add more pages').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByText('cv.pdf is not a JPEG or PNG photo.', { exact: false })).toBeVisible();

  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Your application has been submitted successfully!')).toBeVisible();

  // The company opens the application: the page is there, as the CV, and loads.
  await companyPage.goto(`/company/jobs/${job.id}/applications`);
  await companyPage
    .getByRole('link', { name: /^View application of / })
    .first()
    .click();
  await expect(companyPage.getByRole('heading', { name: 'CV (photos of paper pages)' })).toBeVisible();
  const page1 = companyPage.getByRole('img', { name: 'CV page 1 of 1' });
  await expect(page1).toBeVisible();
  await page1.scrollIntoViewIfNeeded();
  await expect.poll(() => page1.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await sidewaysOverflow(companyPage)).toBe(0);
  await companyContext.close();
});
