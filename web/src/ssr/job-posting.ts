import type { Company, Job, JobType, PayPeriod } from '@lj/contract';
import { SITE_NAME } from '../config/site';

/** schema.org's employmentType names for ours. */
const employmentTypes: Record<JobType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

const salaryUnits: Record<PayPeriod, string> = {
  hourly: 'HOUR',
  daily: 'DAY',
  weekly: 'WEEK',
  monthly: 'MONTH',
  yearly: 'YEAR',
};

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain text as HTML paragraphs: blank lines split paragraphs, single line breaks stay line breaks. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

const absolute = (siteUrl: string, url: string): string => new URL(url, `${siteUrl}/`).toString();

/**
 * The company's own logo on SITE_URL, or none: the API names uploads on the host the request reached
 * (in-process during a render, not the public one), so an upload's path is put on SITE_URL. A logo
 * elsewhere keeps its address; the placeholder is never named, since it is no company's logo.
 */
function logoUrl(siteUrl: string, logo: string | null): string | undefined {
  if (!logo) return undefined;
  const url = new URL(logo, `${siteUrl}/`);
  return url.pathname.startsWith('/media/') ? absolute(siteUrl, `${url.pathname}${url.search}`) : url.toString();
}

/** The job is open for applications on `today` (YYYY-MM-DD, Liberia is on GMT all year). */
export const isOpenJob = (job: Job, today: string): boolean =>
  job.is_active && (job.deadline === null || job.deadline >= today);

function description(job: Job): string {
  const sections: Array<[string, string]> = [
    ['Requirements', job.requirements],
    ['Education requirements', job.education_requirements],
    ['Benefits', job.benefits],
  ];
  const extra = sections
    .filter(([, text]) => text.trim())
    .map(([title, text]) => `<p><strong>${title}</strong></p>${textToHtml(text)}`)
    .join('');
  return textToHtml(job.description) + extra;
}

/** "Town, County" or "Remote" as the place of work; a plain town still says Liberia. */
function places(job: Job): Record<string, unknown> {
  const place = job.location.trim();
  const remote = job.is_remote || place.toLowerCase() === 'remote';
  const result: Record<string, unknown> = {};
  if (place && place.toLowerCase() !== 'remote') {
    const comma = place.lastIndexOf(',');
    const locality = comma === -1 ? place : place.slice(0, comma).trim();
    const region = comma === -1 ? undefined : place.slice(comma + 1).trim();
    result.jobLocation = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: locality, addressRegion: region, addressCountry: 'LR' },
    };
  }
  if (remote) {
    result.jobLocationType = 'TELECOMMUTE';
    result.applicantLocationRequirements = { '@type': 'Country', name: 'LR' };
  }
  if (!result.jobLocation && !remote) {
    result.jobLocation = { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'LR' } };
  }
  return result;
}

function baseSalary(job: Job): Record<string, unknown> | undefined {
  if (job.salary_min === null && job.salary_max === null) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: job.salary_currency,
    value: {
      '@type': 'QuantitativeValue',
      minValue: job.salary_min ?? undefined,
      maxValue: job.salary_max ?? undefined,
      unitText: salaryUnits[job.pay_period],
    },
  };
}

/**
 * schema.org JobPosting (Google's job search) for an open job; null for an inactive or expired one,
 * which must not be offered to search engines.
 */
export function jobPostingJsonLd(
  job: Job,
  company: Pick<Company, 'website'> | null,
  siteUrl: string,
  today: string,
): Record<string, unknown> | null {
  if (!isOpenJob(job, today)) return null;
  const website = company?.website && /^https?:\/\//i.test(company.website) ? company.website : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: description(job),
    datePosted: job.created_at,
    validThrough: job.deadline ? `${job.deadline}T23:59:59Z` : undefined,
    employmentType: employmentTypes[job.job_type],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      sameAs: website,
      logo: logoUrl(siteUrl, job.company.logo),
    },
    ...places(job),
    baseSalary: baseSalary(job),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(job.id) },
    url: absolute(siteUrl, `/jobs/${job.id}`),
  };
}
