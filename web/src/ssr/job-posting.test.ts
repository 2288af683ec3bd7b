import type { Job } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd, textToHtml } from './job-posting';

const job = {
  id: 7,
  title: 'Mine Surveyor',
  description: 'Survey pits <safely>.\n\nWork with the team.',
  requirements: '',
  education_requirements: '',
  benefits: '',
  company: { id: 3, name: 'Bong Mines', logo: null, description: '', industry: null },
  location: 'Gbarnga, Bong',
  is_remote: false,
  job_type: 'contract',
  pay_period: 'monthly',
  salary_min: 400,
  salary_max: 900,
  salary_currency: 'USD',
  is_active: true,
  created_at: '2026-03-01T10:00:00.000Z',
  deadline: '2026-04-30',
} as Job;

describe('jobPostingJsonLd', () => {
  it('when the job is open, then it describes it as schema.org asks', () => {
    const data = jobPostingJsonLd(
      job,
      { website: 'https://bongmines.example' },
      'https://jobs.example.lr',
      '2026-04-30',
    );
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      description: '<p>Survey pits &lt;safely&gt;.</p><p>Work with the team.</p>',
      datePosted: '2026-03-01T10:00:00.000Z',
      validThrough: '2026-04-30T23:59:59Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: {
        name: 'Bong Mines',
        sameAs: 'https://bongmines.example',
      },
      jobLocation: { address: { addressLocality: 'Gbarnga', addressRegion: 'Bong', addressCountry: 'LR' } },
      baseSalary: { currency: 'USD', value: { minValue: 400, maxValue: 900, unitText: 'MONTH' } },
      directApply: true,
      identifier: { value: '7' },
    });
  });

  it('when the job is paid by the day, then its salary is per DAY', () => {
    const data = jobPostingJsonLd(
      { ...job, pay_period: 'daily' },
      { website: '' },
      'https://jobs.example.lr',
      '2026-04-30',
    );
    expect(data).toMatchObject({ baseSalary: { value: { unitText: 'DAY' } } });
  });

  it('when the company has no logo, then the organization names none (not the placeholder)', () => {
    // As the page carries it: JSON, where an undefined field is left out.
    const json = JSON.stringify(jobPostingJsonLd(job, null, 'https://jobs.example.lr', '2026-04-30'));
    expect(JSON.parse(json).hiringOrganization).toEqual({ '@type': 'Organization', name: 'Bong Mines' });
    expect(json).not.toContain('default-company-logo');
  });

  it('when the company has a logo, then it is named on SITE_URL, whatever host the API answered on', () => {
    const withLogo = (logo: string) =>
      jobPostingJsonLd({ ...job, company: { ...job.company, logo } }, null, 'https://jobs.example.lr', '2026-04-30');
    // A server render reads the API in-process, so the API names the upload on its own host.
    expect(withLogo('http://localhost:80/media/logos/ab12.webp')?.hiringOrganization).toMatchObject({
      logo: 'https://jobs.example.lr/media/logos/ab12.webp',
    });
    expect(withLogo('/media/logos/ab12.webp?v=5')?.hiringOrganization).toMatchObject({
      logo: 'https://jobs.example.lr/media/logos/ab12.webp?v=5',
    });
    expect(withLogo('https://cdn.example.com/bong.png')?.hiringOrganization).toMatchObject({
      logo: 'https://cdn.example.com/bong.png',
    });
  });

  it('when the job is remote, then it is a telecommute job open to applicants in Liberia', () => {
    const data = jobPostingJsonLd({ ...job, location: 'Remote', is_remote: true }, null, 'https://x.lr', '2026-01-01');
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { name: 'LR' } });
    expect(data).not.toHaveProperty('jobLocation');
  });

  it('when the job is inactive or past its deadline, then there is no JobPosting', () => {
    expect(jobPostingJsonLd({ ...job, is_active: false }, null, 'https://x.lr', '2026-04-01')).toBeNull();
    expect(jobPostingJsonLd(job, null, 'https://x.lr', '2026-05-01')).toBeNull();
  });

  it('when text has line breaks, then single breaks stay breaks and blank lines split paragraphs', () => {
    expect(textToHtml('a\nb\n\nc')).toBe('<p>a<br>b</p><p>c</p>');
  });
});
