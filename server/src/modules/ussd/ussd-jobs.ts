import { type County, jobTypeLabels, type JobListQuery } from '@lj/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobSearchOf, openJob, placeOf, searchJobs, selectJobs } from '../jobs';
import { ask, cut, plain, SCREEN_MAX, type UssdAnswer } from './ussd-text';

/**
 * A search made on the phone: a county (or anywhere), an industry or typed words (or neither), and a
 * town (an SMS's "JOBS driver monrovia").
 */
export type UssdSearch = { county: County | null; industryId: number | null; word: string | null; town?: string };

const JOBS_ON_SCREEN = 3;

type JobLine = { id: number; title: string; company: string; town: string };
export type JobPage = { count: number; estimated: boolean; jobs: JobLine[]; more: boolean };

/**
 * One screen of open jobs of the search, newest first (a word: best match first): the job list's own
 * search (modules/jobs searchJobs, open jobs only), so the phone finds what /jobs finds.
 */
export async function jobPage(db: Db, search: UssdSearch, page: number): Promise<JobPage> {
  const query: JobListQuery = {
    view: 'card',
    ...(search.county ? { county: search.county } : {}),
    ...(search.industryId !== null ? { industry: [search.industryId] } : {}),
    ...(search.word ? { search: search.word } : {}),
    ...(search.town ? { location: search.town } : {}),
  };
  const found = await searchJobs(
    db,
    jobSearchOf(query, { open: true }),
    { offset: page * JOBS_ON_SCREEN, limit: JOBS_ON_SCREEN },
    null,
  );
  const rows = found.list.rows;
  return {
    count: found.count,
    estimated: found.estimated,
    jobs: rows.map((row) => ({ id: row.id, title: row.title, company: row.company.name, town: placeOf(row.location) })),
    more: found.nextCursor !== null,
  };
}

const MORE = '9 More';
const BACK = '0 Back';

/** The screen of a job page: how many, then each job as "n Title, Company, Town", 9 More, 0 Back. */
export function jobPageScreen(found: JobPage, note?: string): UssdAnswer {
  const count = `${found.estimated ? 'About ' : ''}${found.count} open job${found.count === 1 ? '' : 's'}`;
  if (found.jobs.length === 0) return ask(...(note ? [note] : []), 'No open jobs for this search.', BACK);
  const fixed = [...(note ? [note] : []), count, ...(found.more ? [MORE] : []), BACK];
  // What is left of the screen is shared by the jobs' lines.
  const room = Math.floor((SCREEN_MAX - fixed.join('\n').length - found.jobs.length) / found.jobs.length);
  const lines = found.jobs.map((job, index) => jobLine(`${index + 1} `, job, room));
  return ask(...(note ? [note] : []), count, ...lines, ...(found.more ? [MORE] : []), BACK);
}

const TOWN_MAX = 12;
const COMPANY_MAX = 16;

/**
 * "1 Title, Company, Town" in `room` characters: the town and the company keep a short share each (all
 * of it when the title leaves room), the title the rest.
 */
function jobLine(number: string, job: JobLine, room: number): string {
  const town = cut(job.town, TOWN_MAX);
  const separators = (town ? 2 : 0) + 2;
  const title = plain(job.title);
  const companyRoom = Math.max(COMPANY_MAX, room - number.length - title.length - town.length - separators);
  const company = cut(job.company, companyRoom);
  const titleRoom = room - number.length - company.length - town.length - separators;
  return `${number}${[cut(title, titleRoom), company, town].filter(Boolean).join(', ')}`;
}

export type OpenJob = NonNullable<Awaited<ReturnType<typeof findOpenJob>>>;

/** The job, while it is open for applications (openJob), or null. */
export async function findOpenJob(db: Db, jobId: number) {
  const [row] = await selectJobs(db, null)
    .where(and(eq(jobs.id, jobId), openJob))
    .limit(1);
  return row ?? null;
}

const PERIOD: Record<OpenJob['payPeriod'], string> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

/** "USD 350-600 / month", "From LRD 20,000 / month", or "Pay not given". */
export function payText(job: Pick<OpenJob, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'payPeriod'>): string {
  const money = (amount: number) => Math.round(amount).toLocaleString('en-US');
  const per = ` / ${PERIOD[job.payPeriod]}`;
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = job;
  if (min !== null && max !== null)
    return `${currency} ${min === max ? money(min) : `${money(min)}-${money(max)}`}${per}`;
  if (min !== null) return `From ${currency} ${money(min)}${per}`;
  if (max !== null) return `Up to ${currency} ${money(max)}${per}`;
  return 'Pay not given';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date column's "2026-03-12" as "12 Mar 2026" (brand.md). */
function dayText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The job in one screen: title, company and town, pay, type and deadline, then what can be done. */
export function jobScreen(job: OpenJob, note?: string): UssdAnswer {
  const deadline = job.deadline ? `Apply by ${dayText(job.deadline)}` : 'No deadline';
  const choices = ['1 Apply', '2 Send me this job by SMS', BACK];
  const facts = [`Pay: ${payText(job)}`, `${jobTypeLabels[job.jobType]}. ${deadline}`];
  const fixed = [...(note ? [note] : []), ...facts, ...choices].join('\n').length + 2;
  const room = SCREEN_MAX - fixed;
  const title = cut(job.title, Math.max(20, room - 40));
  const where = cut([job.company.name, placeOf(job.location)].filter(Boolean).join(', '), room - title.length);
  return ask(...(note ? [note] : []), title, where, ...facts.map(plain), ...choices);
}
