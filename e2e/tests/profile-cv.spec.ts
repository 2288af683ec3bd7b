import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, registerThroughApi, uniqueEmail } from '../fixtures';

/** A valid 1x1 PNG: enough for the server to decode and re-encode it. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal well-formed PDF (one empty page): the server recognises PDFs by content. */
const MINIMAL_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openCvPage(page: Page, item: 'Structured CV' | 'Upload CV') {
  await mainNav(page).getByText('My CV', { exact: true }).click();
  await mainNav(page).getByRole('link', { name: item }).click();
}

test('when a job seeker edits the profile with a picture, builds a CV and uploads a traditional CV, then all of it is kept', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('profile-cv');
  const password = 'buchanan-harbour-2026';
  await registerThroughApi(request, email, password, 'job_seeker');

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The profile: a fresh account shows every fallback text and the default picture.
  await mainNav(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  for (const fallback of ['Birthday not set', 'Not provided', 'No skills listed', 'No bio provided yet.']) {
    await expect(page.getByText(fallback)).toBeVisible();
  }
  await expect(page.getByRole('img', { name: email })).toHaveAttribute('src', '/static/images/default-profile.jpg');
  await expect
    .poll(() => page.getByRole('img', { name: email }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByLabel('First name').fill('Musu');
  await page.getByLabel('Last name').fill('Kollie');
  await page.getByLabel('Bio').fill('Bookkeeper from Buchanan with six years in shipping.');
  await page.getByLabel('Phone number', { exact: true }).fill('+231 770 123 456');
  await page.getByLabel('Birth date').fill('1995-04-12');
  await page.getByLabel('Location').fill('Buchanan, Grand Bassa');
  await page.getByLabel('Skills').fill('Bookkeeping, Excel');
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/musu-kollie');
  await page.getByLabel('Profile picture').setInputFiles({ name: 'musu.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: 'Preview before saving' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview before saving' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Musu Kollie' })).toHaveAttribute('src', /\/media\//);
  await expect(page.getByText('12 Apr 1995')).toBeVisible();
  await expect(page.getByText('+231 770 123 456', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/musu-kollie',
  );
  await expect(page.getByLabel('Delete current picture')).toBeVisible();
  // Spec section 9: the success message goes away after 3 seconds.
  await expect(page.getByText('Profile updated successfully!')).toBeHidden({ timeout: 5_000 });

  // The structured CV.
  await openCvPage(page, 'Structured CV');
  await expect(page).toHaveURL(/\/profile\/cv$/);
  // One skills list: the profile's are on the CV already.
  await expect(section(page, 'Skills').getByRole('listitem')).toHaveText(['Bookkeeping', 'Excel']);
  const education = section(page, 'Education');
  await expect(education.getByLabel('Degree')).toBeHidden();
  await education.getByRole('button', { name: /Education/ }).click();
  const addEducation = education.getByRole('button', { name: 'Add education' });
  await expect(addEducation).toBeDisabled();
  await education.getByLabel('Degree').fill('BSc Accounting');
  await education.getByLabel('Institution').fill('University of Liberia');
  await education.getByLabel('Start month').selectOption({ label: 'September' });
  await education.getByLabel('Start year').selectOption('2012');
  await education.getByLabel('End month').selectOption({ label: 'July' });
  await education.getByLabel('End year').selectOption('2016');
  await addEducation.click();
  await expect(education.getByText('BSc Accounting')).toBeVisible();

  const experience = section(page, 'Experience');
  await experience.getByRole('button', { name: /Experience/ }).click();
  await experience.getByLabel('Job title').fill('Accounts Clerk');
  await experience.getByLabel('Company').fill('Buchanan Port Services');
  await experience.getByLabel('Start month').selectOption({ label: 'August' });
  await experience.getByLabel('Start year').selectOption('2017');
  await experience.getByRole('button', { name: 'Add experience' }).click();
  await expect(experience.getByText('Accounts Clerk at Buchanan Port Services')).toBeVisible();

  const skills = section(page, 'Skills');
  await skills.getByLabel('Skill', { exact: true }).fill('QuickBooks');
  await skills.getByLabel('Skill', { exact: true }).press('Enter');
  await skills.getByLabel('Skill', { exact: true }).fill('  Payroll  ');
  await skills.getByLabel('Skill', { exact: true }).press('Enter');
  await expect(skills.getByRole('listitem')).toHaveText(['Bookkeeping', 'Excel', 'QuickBooks', 'Payroll']);

  const languages = section(page, 'Languages');
  await languages.getByLabel('Language', { exact: true }).selectOption('English');
  await languages.getByRole('button', { name: 'Add language' }).click();
  // Liberia's languages are on the list itself.
  await languages.getByLabel('Language', { exact: true }).selectOption('Bassa');
  await languages.getByRole('button', { name: 'Add language' }).click();
  await languages.getByLabel('Language', { exact: true }).selectOption('Other');
  await languages.getByLabel('Other language').fill('Sapo');
  await languages.getByRole('button', { name: 'Add language' }).click();
  await expect(languages.getByRole('listitem')).toHaveText(['English', 'Bassa', 'Sapo']);

  await section(page, 'Summary').getByLabel('Summary').fill('Careful bookkeeper who keeps the numbers straight.');

  // Leaving with unsaved changes asks first.
  await mainNav(page).getByRole('link', { name: 'Profile', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/profile\/cv$/);

  await page.getByRole('button', { name: 'Save CV' }).click();
  await expect(page.getByText('CV saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  await page.reload();
  await expect(section(page, 'Skills').getByRole('listitem')).toHaveText([
    'Bookkeeping',
    'Excel',
    'QuickBooks',
    'Payroll',
  ]);
  await expect(section(page, 'Languages').getByRole('listitem')).toHaveText(['English', 'Bassa', 'Sapo']);
  await expect(section(page, 'Summary').getByLabel('Summary')).toHaveValue(
    'Careful bookkeeper who keeps the numbers straight.',
  );
  await section(page, 'Education')
    .getByRole('button', { name: /Education/ })
    .click();
  await expect(section(page, 'Education').getByText('BSc Accounting')).toBeVisible();
  await expect(section(page, 'Education').getByText('Sep 2012 - Jul 2016')).toBeVisible();
  await section(page, 'Experience')
    .getByRole('button', { name: /Experience/ })
    .click();
  await expect(section(page, 'Experience').getByText('Accounts Clerk at Buchanan Port Services')).toBeVisible();
  await expect(section(page, 'Experience').getByText('Aug 2017 - Present')).toBeVisible();

  // The traditional CV.
  await openCvPage(page, 'Upload CV');
  await expect(page.getByRole('heading', { name: 'Upload Traditional CV' })).toBeVisible();
  await expect(page.getByText('You have not uploaded a CV yet.')).toBeVisible();
  // A script renamed .pdf passes the browser's file filter; the server refuses it by content and says why.
  await page.getByLabel('Choose your CV').setInputFiles({
    name: 'not-a-cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('#!/bin/sh\necho hello\n'),
  });
  await page.getByRole('button', { name: 'Upload CV' }).click();
  await expect(page.getByRole('alert')).toHaveText('Upload a valid document (PDF, DOC or DOCX).');
  await expect(page.getByText('You have not uploaded a CV yet.')).toBeVisible();
  await page.getByLabel('Choose your CV').setInputFiles({
    name: 'musu-kollie-cv.pdf',
    mimeType: 'application/pdf',
    buffer: MINIMAL_PDF,
  });
  await page.getByRole('button', { name: 'Upload CV' }).click();
  await expect(page.getByText('Your CV was uploaded.')).toBeVisible();
  const view = page.getByRole('link', { name: 'View CV' });
  await expect(view).toHaveAttribute('href', /\/media\/.+\.pdf/);
  const file = await page.request.get((await view.getAttribute('href')) ?? '');
  expect(file.ok()).toBe(true);
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The four screens pass axe (brand.md: WCAG AA), with the CV sections opened.
  for (const path of ['/profile', '/profile/cv', '/profile/cv/upload', '/profile/cv/print']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    if (path === '/profile/cv') {
      await section(page, 'Education')
        .getByRole('button', { name: /Education/ })
        .click();
      await section(page, 'Experience')
        .getByRole('button', { name: /Experience/ })
        .click();
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});

test('when a company opens /profile, then it gets its company profile, not the job seeker form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('employer@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Company Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toHaveCount(0);
});
