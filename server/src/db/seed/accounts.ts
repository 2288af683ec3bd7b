import type { CvEducationRow, CvExperienceRow } from '../schema';

export const DEMO_PASSWORD = 'liberia-demo-2026';

export const demoSeeker = {
  email: 'seeker@example.com',
  firstName: 'Musu',
  lastName: 'Kollie',
  profile: {
    location: 'Monrovia, Montserrado',
    city: 'Monrovia',
    region: 'Montserrado',
    country: 'Liberia',
    phoneNumber: '+231776543210',
    bio: 'Accountant with four years of experience in trading and NGO finance. I keep clean books, close the month on time and like teaching colleagues to use spreadsheets well.',
    education: 'BSc Accounting, University of Liberia (2019)',
    skills: ['Bookkeeping', 'QuickBooks', 'Excel', 'Payroll', 'Mobile money reconciliation'],
  },
  cv: {
    summary:
      'Detail-minded accountant looking for a finance role in a growing Liberian company. Comfortable with USD and LRD books, payroll and donor reporting.',
    education: [
      {
        degree: 'BSc Accounting',
        institution: 'University of Liberia',
        specialization: 'Accounting',
        city: 'Monrovia',
        start_month: 3,
        start_year: 2015,
        end_month: 12,
        end_year: 2019,
      },
    ] satisfies CvEducationRow[],
    experience: [
      {
        title: 'Accounts Assistant',
        company: 'Waterside Trading Company',
        specialization: 'Finance',
        city: 'Monrovia',
        description:
          'Recorded daily sales and expenses in QuickBooks, reconciled mobile money and bank accounts, and prepared the monthly payroll for 35 staff.',
        start_month: 2,
        start_year: 2020,
        end_month: null,
        end_year: null,
      },
    ] satisfies CvExperienceRow[],
    languages: ['English', 'Kpelle'],
    certifications: ['ACCA Foundations in Accountancy'],
    hobbies: ['Football', 'Reading'],
  },
};

export const demoEmployer = {
  email: 'employer@example.com',
  firstName: 'Joseph',
  lastName: 'Flomo',
} as const;
