import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMailTo, registerThroughApi, SEEKER_CONTACT, uniqueEmail } from '../fixtures';
import { logIn } from '../service-worker';

/** A seeker hears of their application: a receipt, then the company's answer, by e-mail and in the app. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** Signs an API context in (its cookies are its own) and returns the CSRF header for its writes. */
async function signIn(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  await request.get('/accounts/api/csrf/');
  const csrf = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await request.post('/accounts/api/login/', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-CSRFToken': await csrf() },
  });
  expect(response.ok(), `login answered ${response.status()}`).toBe(true);
  return { 'X-CSRFToken': await csrf() };
}

test('when a seeker applies and the company approves, then a receipt and the news arrive by e-mail, the navigation counts it, and the job page shows the status', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('news');
  const seeker = await playwright.request.newContext({ baseURL });
  const company = await playwright.request.newContext({ baseURL });
  await registerThroughApi(seeker, email, DEMO_PASSWORD, 'job_seeker');
  const seekerHeaders = await signIn(seeker, email);
  const companyHeaders = await signIn(company, 'employer@example.com');
  const { results } = (await (await company.get('/accounts/api/company/jobs/?status=active')).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  const job = results[0] as { id: number; title: string };
  const applied = await seeker.post(`/api/jobs/${job.id}/apply/`, { data: SEEKER_CONTACT, headers: seekerHeaders });
  expect(applied.status()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  await expect.poll(() => latestMailTo(email)).toContain(`Subject: Application sent`);

  const approved = await company.patch(`/accounts/api/applications/${applicationId}/status/`, {
    data: { status: 'approved' },
    headers: companyHeaders,
  });
  expect(approved.status()).toBe(200);
  await expect.poll(() => latestMailTo(email) ?? '').toContain(': approved');

  await logIn(page, email);
  // The count shows beside the menu button, the menu closed.
  await expect(page.getByRole('link', { name: 'Notifications 1 unread' })).toBeVisible();
  await page.getByLabel('Toggle navigation').click();
  const nav = page.locator('#main-navigation');
  await expect(nav.getByRole('link', { name: 'Notifications 1 unread' })).toBeVisible();
  await nav.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const news = page.getByRole('link', { name: /^Your application for .+ is approved\.$/ });
  await expect(news).toBeVisible();
  // Read now: the count is gone.
  await page.getByLabel('Toggle navigation').click();
  await expect(nav.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByLabel('Toggle navigation').click();

  await news.click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  await expect(page.getByText(/^You applied on .+\. Status:/)).toBeVisible();
  await expect(page.locator('#apply').getByText('Approved', { exact: true })).toBeVisible();
  await seeker.dispose();
  await company.dispose();
});
