import { expect, test } from '@playwright/test';
import { expectResults } from '../../job-list';
import { nameCompanyThroughApi } from '../../fixtures';
import { send } from '../../fixtures';
import { expectFitsPhone, open, signUp } from '../../phone-session';
import { releaseIfHeld } from '../../staff';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });

/**
 * The unfolded panel's height on a 360 x 740 phone at most: the whole panel fits in less than two screens
 * (two filters a row: with the county and the salary's currency, one row more than a screen and a half).
 */
const PANEL_HEIGHT_BUDGET = 1_300;

test('when the filters are opened on a phone, then long lists are short and searchable, Monrovia is one place and the apply button is in reach', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  // One more employer writes the town without its county, next to the demo's "Monrovia, Montserrado".
  const employer = await browser.newContext({ baseURL });
  await signUp(employer.request, 'company');
  await nameCompanyThroughApi(employer.request, `Scratch Card Sellers ${Date.now()}`);
  await send(employer.request, 'POST', '/api/companies/payment/confirm/', {
    data: { provider: 'Orange Money', payment_reference: `OM-${Date.now()}`, amount: 25, plan_id: 2 },
  });
  const job = {
    description: 'Sell phone credit.',
    job_type: 'full_time',
    experience_level: 'entry',
    pay_period: 'monthly',
  };
  const posted = await send(employer.request, 'POST', '/api/jobs/', {
    data: { ...job, title: 'Scratch Card Seller', location: 'Monrovia' },
  });
  await releaseIfHeld(posted.id);
  await employer.close();

  const companies = ((await (await request.get('/api/companies/')).json()) as { results: { name: string }[] }).results;
  expect(companies.length, 'the demo has a long list of companies').toBeGreaterThan(10);
  const { locations } = (await (await request.get('/api/jobs/locations/')).json()) as { locations: string[] };
  expect(locations.filter((place) => /^monrovia\b/i.test(place))).toEqual(['Monrovia, Montserrado']);

  await open(page, '/jobs');
  await page.getByText('Show filters', { exact: true }).click();
  const panel = page.getByRole('region', { name: 'Filters' });
  await expect(panel).toBeVisible();
  const height = (await panel.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  expect(height, `the panel is ${Math.round(height)} px tall`).toBeLessThanOrEqual(PANEL_HEIGHT_BUDGET);
  await expectFitsPhone(page);

  // The company list: its first few boxes, the rest behind "Show all N", and a box to find one.
  const companyList = panel.getByRole('group', { name: 'Company' });
  await expect(companyList.getByRole('checkbox', { disabled: false }).filter({ visible: true })).toHaveCount(3);
  await companyList.getByText(`Show all ${companies.length} companies`).click();
  await expect(companyList.getByRole('checkbox').filter({ visible: true })).toHaveCount(companies.length);
  await expectFitsPhone(page);
  const wanted = companies.at(-1)?.name ?? '';
  await companyList.getByLabel('Find a company').fill(wanted);
  await expect(companyList.getByRole('checkbox', { name: wanted, exact: true })).toBeVisible();
  const matching = companies.filter((company) => company.name.toLowerCase().includes(wanted.toLowerCase()));
  await expect(companyList.getByRole('checkbox').filter({ visible: true })).toHaveCount(matching.length);
  await companyList.getByLabel('Find a company').fill('');

  // One place for Monrovia, whichever way its jobs write it.
  const location = panel.getByLabel('Location');
  await expect(location.locator('option', { hasText: /^Monrovia/ })).toHaveText(['Monrovia, Montserrado']);
  await location.selectOption('Monrovia, Montserrado');
  const monrovia = (await (await request.get('/api/jobs/?location=Monrovia%2C+Montserrado')).json()) as {
    count: number;
  };
  const plain = (await (await request.get('/api/jobs/?location=Monrovia')).json()) as { count: number };
  expect(plain.count).toBe(monrovia.count);
  const apply = panel.getByRole('button', { name: 'Apply filters' });
  await expect(apply).toBeVisible();
  await apply.scrollIntoViewIfNeeded();
  await expect(apply).toBeInViewport();
  await apply.click();

  // The panel folds away and the list shows those jobs, the scratch-card job among them.
  await expect(panel).toBeHidden();
  await expect(page.getByText('Show filters (some are on)', { exact: true })).toBeVisible();
  await expectResults(page, request, 'location=Monrovia%2C+Montserrado');
  await expectFitsPhone(page);
});
