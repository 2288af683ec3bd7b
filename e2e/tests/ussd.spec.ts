import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, jobFormFields, send } from '../fixtures';
import { E2E_USSD_SECRET } from '../playwright.config';
import { logIn } from '../service-worker';

/** An employer sees an application made from a basic phone's USSD menu, marked "by phone", with a number to call. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('when someone applies from a phone by USSD, then the employer sees them in the applicants table by phone with a call link', async ({
  page,
  playwright,
  baseURL,
}) => {
  const company = await playwright.request.newContext({ baseURL });
  await send(company, 'POST', '/accounts/api/login/', {
    data: { email: 'employer@example.com', password: DEMO_PASSWORD },
  });
  const word = `yardman${Date.now().toString(36)}`;
  const job = (await send(company, 'POST', '/api/jobs/', {
    data: { ...jobFormFields, title: `Yard Hand ${word}`, location: 'Gbarnga' },
  })) as { id: number };

  // The gateway's side: every answer so far joined by `*`, posted form-encoded.
  const gateway = await playwright.request.newContext({ baseURL });
  const phone = `+23177${String(Date.now()).slice(-7)}`;
  const sessionId = `ATUid_${Date.now()}`;
  const answers: string[] = [];
  const press = async (answer?: string) => {
    if (answer !== undefined) answers.push(answer);
    const response = await gateway.post(`/api/ussd/${E2E_USSD_SECRET}/`, {
      form: { sessionId, serviceCode: '*384*123#', phoneNumber: phone, networkCode: '61801', text: answers.join('*') },
    });
    expect(response.status()).toBe(200);
    return response.text();
  };
  expect(await press()).toMatch(/^CON .*\n1 Find jobs/);
  await press('1'); // Find jobs
  await press('1'); // Anywhere
  expect(await press('1')).toMatch(/^CON Type a word/); // Type a word
  expect(await press(word)).toMatch(/^CON 1 open job\n1 Yard Hand/);
  await press('1');
  expect(await press('1')).toMatch(/type your full name/);
  expect(await press('Korpo Flomo')).toMatch(/^END Applied: Yard Hand/);

  await logIn(page, 'employer@example.com');
  await page.goto(`/company/jobs/${job.id}/applications`);
  const row = page.getByRole('row', { name: /Korpo Flomo/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('by phone')).toBeVisible();
  const call = row.getByRole('link', { name: /^\+231 77/ });
  await expect(call).toHaveAttribute('href', `tel:${phone}`);
  await company.dispose();
  await gateway.dispose();
});
