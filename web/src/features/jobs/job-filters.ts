import type { County, Currency, ExperienceLevel, JobListQuery, JobType, PayPeriod } from '@lj/contract';
import {
  countyNamed,
  currencies,
  experienceLevels,
  type jobStatusOptions,
  jobTypes,
  payPeriods,
} from '@lj/contract/choices';
import { datePostedOptions, MAX_PAGE_NUMBER } from '@lj/contract/choices';
import { queryString } from '../../lib/query-string';

export type DatePosted = (typeof datePostedOptions)[number];
/**
 * The status switch: Active (open for applications) unless the address says `status=all` or
 * `status=inactive` (docs/decisions/0089-open-jobs-first.md).
 */
export type StatusFilter = 'all' | (typeof jobStatusOptions)[number];
export type RemoteFilter = '' | 'true' | 'false';

/** Every filter of the job list, as the URL query holds it (spec section 2: all of them shareable). */
export type JobFilters = {
  search: string;
  location: string;
  date_posted: DatePosted | '';
  pay_period: PayPeriod | '';
  job_type: JobType[];
  experience_level: ExperienceLevel | '';
  /** 'min-max' text, as the spec expresses the salary filter. */
  salary: string;
  /** The currency of the salary range: only jobs paid in it compare. */
  salary_currency: Currency;
  remote: RemoteFilter;
  company: number[];
  industry: number[];
  status: StatusFilter;
  county: County | '';
};

export const emptyFilters: JobFilters = {
  search: '',
  location: '',
  date_posted: '',
  pay_period: '',
  job_type: [],
  experience_level: '',
  salary: '',
  salary_currency: 'USD',
  remote: '',
  company: [],
  industry: [],
  status: 'active',
  county: '',
};

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';

const ids = (values: string[]): number[] => [
  ...new Set(values.map(Number).filter((value) => Number.isInteger(value) && value > 0)),
];

/**
 * The salary range of an address: the page's 'min-max' text, or the API's salary_min and salary_max
 * that an alert's or a feed's link to the list carries.
 */
function salaryOf(params: URLSearchParams): string {
  const text = params.get('salary') ?? '';
  if (text) return parseSalaryRange(text) ? text : '';
  const [min, max] = [params.get('salary_min') ?? '', params.get('salary_max') ?? ''];
  const range = min && max ? `${min}-${max}` : min || (max && `-${max}`);
  return range && parseSalaryRange(range) ? range : '';
}

/**
 * The filters in a URL query. Values the server would refuse (a hand-edited or old link) are
 * dropped here, so a bad bookmark shows jobs instead of an error.
 */
export function parseFilters(params: URLSearchParams): JobFilters {
  const status = params.get('status');
  return {
    search: params.get('search')?.trim() ?? '',
    location: params.get('location') ?? '',
    date_posted: oneOf(datePostedOptions, params.get('date_posted')),
    pay_period: oneOf(payPeriods, params.get('pay_period')),
    job_type: [...new Set(params.getAll('job_type'))].filter((value): value is JobType =>
      (jobTypes as readonly string[]).includes(value),
    ),
    experience_level: oneOf(experienceLevels, params.get('experience_level')),
    salary: salaryOf(params),
    salary_currency: oneOf(currencies, params.get('salary_currency')?.toUpperCase() ?? null) || 'USD',
    remote: oneOf(['true', 'false'] as const, params.get('remote')),
    company: ids(params.getAll('company')),
    industry: ids(params.getAll('industry')),
    status: status === 'all' || status === 'inactive' ? status : 'active',
    county: countyNamed(params.get('county') ?? '') ?? '',
  };
}

/** The URL query of some filters; defaults are left out so a plain /jobs stays plain. */
export function filtersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [
    'search',
    'location',
    'date_posted',
    'pay_period',
    'experience_level',
    'salary',
    'remote',
  ] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  // The range's currency, when there is a range and it is not the default.
  if (filters.salary.trim() && filters.salary_currency !== 'USD')
    params.set('salary_currency', filters.salary_currency);
  for (const value of filters.job_type) params.append('job_type', value);
  for (const value of filters.company) params.append('company', String(value));
  for (const value of filters.industry) params.append('industry', String(value));
  if (filters.county) params.set('county', filters.county);
  // Active is the default: a plain /jobs lists the open jobs; All and Inactive are named.
  if (filters.status !== 'active') params.set('status', filters.status);
  return params;
}

export type SalaryRange = { min?: number; max?: number };

/**
 * 'min-max' text: "300-800", "300 - 800", "300-" (at least), "-800" (at most) or "300".
 * Empty text is no filter ({}); anything else, or a min above the max, is null (invalid).
 */
export function parseSalaryRange(text: string): SalaryRange | null {
  const trimmed = text.replaceAll(',', '').trim();
  if (!trimmed) return {};
  const match = /^(\d+(?:\.\d+)?)?\s*(?:-\s*(\d+(?:\.\d+)?)?)?$/.exec(trimmed);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const min = match[1] === undefined ? undefined : Number(match[1]);
  const max = match[2] === undefined ? undefined : Number(match[2]);
  if (min !== undefined && max !== undefined && min > max) return null;
  return { min, max };
}

/** What GET /api/jobs/ is asked (spec section 7); status is sent only when not 'all'. */
export function filtersToQuery(filters: JobFilters): Omit<JobListQuery, 'page'> {
  const salary = parseSalaryRange(filters.salary) ?? {};
  const ranged = salary.min !== undefined || salary.max !== undefined;
  return {
    search: filters.search || undefined,
    location: filters.location || undefined,
    date_posted: filters.date_posted || undefined,
    pay_period: filters.pay_period || undefined,
    job_type: filters.job_type.length ? filters.job_type : undefined,
    experience_level: filters.experience_level || undefined,
    salary_min: salary.min,
    salary_max: salary.max,
    salary_currency: ranged ? filters.salary_currency : undefined,
    remote: filters.remote ? filters.remote === 'true' : undefined,
    company: filters.company.length ? filters.company : undefined,
    status: filters.status === 'all' ? undefined : filters.status,
    industry: filters.industry.length ? filters.industry : undefined,
    county: filters.county || undefined,
  };
}

/**
 * An alert's search: what the list asks the API, as a query string the alert keeps (contract/src/alerts.ts),
 * without the status: an alert only ever brings open jobs.
 */
export const alertSearchOf = (filters: JobFilters): string =>
  queryString({ ...filtersToQuery(filters), status: undefined }).replace(/^\?/, '');

/**
 * The page the list starts at: 1, or the `page` of the address 'Load more' links to (jobs-screen.tsx).
 * Anything else reads as 1.
 */
export function parseStartPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE_NUMBER ? page : 1;
}

/** The address of the list's next page: the filters and `page`. */
export function nextPageParams(filters: JobFilters, page: number): URLSearchParams {
  const params = filtersToParams(filters);
  params.set('page', String(page));
  return params;
}

/** True when any filter differs from the defaults (Active included). */
export const hasFilters = (filters: JobFilters): boolean => filtersToParams(filters).size > 0;

/** The names people know the filters by, for the summary under an empty result. */
const FILTER_LABELS: Record<Exclude<keyof JobFilters, 'search' | 'salary_currency'>, string> = {
  location: 'Location',
  county: 'County',
  date_posted: 'Date posted',
  pay_period: 'Pay period',
  job_type: 'Job type',
  experience_level: 'Experience level',
  salary: 'Salary',
  remote: 'Remote',
  company: 'Company',
  industry: 'Industry',
  status: 'Status',
};

/**
 * What narrows the list, in words: `Search "drivr"`, `Location: Monrovia`, `Company (2)`. Shown under
 * "No jobs available at the moment." so a typo or a forgotten filter does not read as an empty site.
 */
export function activeFilterWords(filters: JobFilters): string[] {
  const words: string[] = [];
  if (filters.search) words.push(`Search "${filters.search}"`);
  for (const [name, label] of Object.entries(FILTER_LABELS) as Array<[keyof typeof FILTER_LABELS, string]>) {
    const value = filters[name];
    if (Array.isArray(value)) {
      if (value.length > 0) words.push(`${label} (${value.length})`);
    } else if (name === 'salary' && value) {
      // Money always with its currency.
      words.push(`${label}: ${filters.salary_currency} ${value}`);
    } else if (value && !(name === 'status' && value === 'active')) {
      words.push(`${label}: ${name === 'remote' ? (value === 'true' ? 'yes' : 'no') : value.replaceAll('_', ' ')}`);
    }
  }
  return words;
}
