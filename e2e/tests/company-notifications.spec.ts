import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, registerThroughApi, SEEKER_CONTACT, send, uniqueEmail } from '../fixtures';
import { logIn } from '../service-worker';

/** A company hears of a new applicant: the count beside the menu button, then the news on its notifications page. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('when a seeker applies, then the company sees the unread count without opening the menu, reads the news and opens the application', async ({
  page,
  playwright,
  baseURL,
}) => {
  const company = await playwright.request.newContext({ baseURL });
  const seeker = await playwright.request.newContext({ baseURL });
  await send(company, 'POST', '/accounts/api/login/', {
    data: { email: 'employer@example.com', password: DEMO_PASSWORD },
  });
  const title = `Night Watchman ${Date.now().toString(36)}`;
  const saved = (await send(company, 'POST', '/api/jobs/', {
    data: {
      title,
      description: 'Guard the warehouse in Paynesville from 7 in the evening to 7 in the morning.',
      requirements: 'Two years as a guard.',
      location: 'Paynesville',
      is_remote: false,
      job_type: 'full_time',
      experience_level: 'entry',
      pay_period: 'monthly',
      salary_min: 150,
      salary_max: 200,
      salary_currency: 'USD',
      is_active: true,
      deadline: null,
      skills: ['security'],
      positions_available: 1,
    },
  })) as { id: number };
  const email = uniqueEmail('applicant');
  await registerThroughApi(seeker, email, DEMO_PASSWORD, 'job_seeker');
  await send(seeker, 'POST', '/accounts/api/login/', { data: { email, password: DEMO_PASSWORD } });
  const applied = (await send(seeker, 'POST', `/api/jobs/${saved.id}/apply/`, { data: SEEKER_CONTACT })) as {
    id: number;
  };

  await logIn(page, 'employer@example.com');
  // The menu stays closed: the count sits beside its button.
  const header = page.getByRole('navigation', { name: 'Main' });
  const count = header.getByRole('link', { name: /^Notifications \d+ unread$/ }).first();
  await expect(count).toBeVisible();
  await count.click();
  await expect(page).toHaveURL(/\/company\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'New applications' })).toBeVisible();
  const news = page.getByRole('link', { name: `Musu Kollie applied for ${title}.` });
  await expect(news).toBeVisible();
  await news.click();
  await expect(page).toHaveURL(new RegExp(`/company/applications/${applied.id}$`));
  await company.dispose();
  await seeker.dispose();
});
