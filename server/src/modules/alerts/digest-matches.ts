import { jobListQuerySchema, searchParamsObject } from '@lj/contract';
import { and, desc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, jobs } from '../../db/schema';
import { jobFilters, jobSearchOf, listedJob, newestFirst } from '../jobs';
import type { DigestJob } from './digest-mail';

/**
 * docs/decisions/0075-job-alerts.md: a digest looks back at most LOOKBACK_DAYS (a job released by moderation days after it
 * was posted still comes, once); it records at most MAX_MATCHES jobs per run (10 are listed, the link
 * shows the rest).
 */
export const LOOKBACK_DAYS = 14;
export const MAX_MATCHES = 100;
/**
 * How many of the newest listed jobs an alert's first look reads (docs/decisions/0076-alert-digest-scale.md): a search that matches 1 job in 30 or more finds its MAX_MATCHES there.
 */
export const FIRST_LOOK_JOBS = 3000;

export const lookbackStart = () => new Date(Date.now() - LOOKBACK_DAYS * 24 * 3600_000);

/**
 * When the FIRST_LOOK_JOBS-th newest listed job of the look-back was posted (null: fewer jobs): read
 * once a run, the line between each alert's first look and the rest.
 */
export async function firstLookStart(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: jobs.createdAt })
    .from(jobs)
    .where(and(listedJob, gt(jobs.createdAt, lookbackStart())))
    .orderBy(...newestFirst)
    .offset(FIRST_LOOK_JOBS - 1)
    .limit(1);
  return row?.createdAt ?? null;
}

/** A job matching a search: what a digest shows of it, and when it was posted (its order). */
export type Candidate = DigestJob & { createdAt: Date };

const columns = {
  id: jobs.id,
  title: jobs.title,
  location: jobs.location,
  company: sql<string>`${companies.name}`.as('company'),
  createdAt: jobs.createdAt,
};

/** The open, public jobs of `search` posted in `range`. */
function matching(db: Db, search: string, range: SQL | undefined) {
  const query = jobListQuerySchema.parse(searchParamsObject(search));
  return db
    .select(columns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(jobFilters(jobSearchOf(query, { open: true })).where, range));
}

/**
 * The newest `limit` open, public jobs of `search` posted after `since`, newest first: read once a
 * run for every due alert of that search (docs/decisions/0076-alert-digest-scale.md). First among
 * the newest FIRST_LOOK_JOBS (from `firstLook`), read off the job list's index in its order: a common
 * search ends there. A rarer one then reads the older rest whole (OFFSET 0 keeps PostgreSQL from
 * walking the index for a LIMIT that such a search may never reach: with few matches that walk reads
 * every job of the look-back).
 */
export async function searchMatches(
  db: Db,
  search: string,
  since: Date,
  limit: number,
  firstLook: Date | null,
): Promise<Candidate[]> {
  const newer = gt(jobs.createdAt, since);
  if (!firstLook || firstLook <= since)
    return matching(db, search, newer)
      .orderBy(...newestFirst)
      .limit(limit);
  const first = await matching(db, search, gte(jobs.createdAt, firstLook))
    .orderBy(...newestFirst)
    .limit(limit);
  if (first.length === limit) return first;
  const older = matching(db, search, and(newer, lt(jobs.createdAt, firstLook)))
    .offset(0)
    .as('older');
  const rest = await db
    .select()
    .from(older)
    .orderBy(desc(older.createdAt), desc(older.id))
    .limit(limit - first.length);
  return [...first, ...rest];
}

/**
 * An alert's new jobs among its search's `candidates` (newest first): posted after the alert was
 * made, not told of yet (`told`), at most MAX_MATCHES.
 */
export function pickNews(candidates: Candidate[], alertCreatedAt: Date, told: Set<number>): DigestJob[] {
  const news: DigestJob[] = [];
  for (const job of candidates) {
    if (job.createdAt <= alertCreatedAt || news.length === MAX_MATCHES) break;
    if (!told.has(job.id)) news.push({ id: job.id, title: job.title, location: job.location, company: job.company });
  }
  return news;
}
