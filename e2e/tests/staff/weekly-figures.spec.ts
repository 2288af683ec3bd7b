import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../../fixtures';
import { sidewaysOverflow } from '../../phone-layout';
import { createStaffAccount, logInThroughApi } from '../../staff';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

const PASSWORD = 'harper-beach-2026';

test("a staff member on a phone reads the last 12 weeks in the overview: the chart, each week's counters, a counter's heading opens its list", async ({
  page,
}) => {
  const staffEmail = uniqueEmail('ops-weeks');
  createStaffAccount(staffEmail, PASSWORD);
  await logInThroughApi(page.request, staffEmail, PASSWORD);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'The last 12 weeks' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'New jobs and applications per week, last 12 weeks' })).toBeVisible();
  const weeks = page.getByRole('table', { name: /Each week from Monday/ });
  await expect(weeks.getByRole('row')).toHaveCount(13);
  expect(await sidewaysOverflow(page)).toBe(0);
  await weeks.getByRole('link', { name: 'Payments verified' }).click();
  await expect(page).toHaveURL(/\/staff\/payments$/);
});
