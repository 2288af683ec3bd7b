import { JOB_COUNT_EXACT_UP_TO } from '@lj/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobCounts, jobs } from '../../db/schema';
import type { JobSearch } from './job-search';
import { openBy } from './listed-job';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A list's count, and whether it is an estimate (the answer then says so: count_is_estimate). */
export type ListCount = { count: number; estimated: boolean };

/** Which jobs a counter-counted list holds: all listed ones, the open ones or those not open. */
export type CountedJobs = 'all' | 'active' | 'inactive';

/**
 * The jobs the counter table can count for this list, or null when it cannot: a list that asks for no
 * filter but the status (and the feeds' and alerts' open-only flag). job_counts keys by is_active and
 * deadline, so open and not open are among what it knows.
 */
export function countedByCounter({ query, words, open }: JobSearch): CountedJobs | null {
  const { status, page: _page, cursor: _cursor, view: _view, search: _search, ...filters } = query;
  // A search with nothing searchable in it ("!!!") filters nothing (jobFilters drops it), nor does a
  // salary currency without a salary range (the range's currency).
  if (filters.salary_min === undefined && filters.salary_max === undefined) filters.salary_currency = undefined;
  if (words || !Object.values(filters).every((value) => value === undefined)) return null;
  if (!open) return status ?? 'all';
  // Open only, and not open: no job (a count the capped count makes at once).
  return status === 'inactive' ? null : 'active';
}

/**
 * The query of the listed jobs, all or open or not open, from job_counts (kept by triggers, migrations
 * 0005 and 0022): a few rows read, open by the same rule as the list (openBy). A search's probe sends it
 * inside its own statement.
 */
export function liveJobCountQuery(counted: CountedJobs = 'all'): SQL {
  const open = openBy(jobCounts.isActive, jobCounts.openUntil);
  const where = counted === 'all' ? sql`` : sql`where ${counted === 'active' ? open : sql`not ${open}`}`;
  return sql`select coalesce(sum(${jobCounts.jobs}), 0)::int as count from ${jobCounts} ${where}`;
}

/** Listed jobs, all or open or not open (liveJobCountQuery). */
export async function liveJobCount(db: Db, counted: CountedJobs = 'all'): Promise<number> {
  return rowsOf<{ count: number }>(await db.execute(liveJobCountQuery(counted)))[0]?.count ?? 0;
}

/**
 * An estimate as the answer's count: rounded up to two significant digits (it is not exact), and above
 * JOB_COUNT_EXACT_UP_TO, up to which counts are exact.
 */
export function estimatedCount(rows: number): number {
  const value = Math.max(Math.ceil(rows), JOB_COUNT_EXACT_UP_TO + 1);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.ceil(value / step) * step;
}

/** The planner's estimate of the rows `select 1 from <from> where <where>` returns (no query runs). */
async function plannedRows(db: Db, from: SQL, where: SQL): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 from ${from} where ${where}`);
  const raw = rowsOf<Record<string, unknown>>(result)[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Plan Rows': number } }>;
  return plan[0]?.Plan['Plan Rows'] ?? 0;
}

/**
 * The count of a filtered newest-first list: exact up to JOB_COUNT_EXACT_UP_TO (the matches are counted
 * newest first, stopping one past it, the way the page itself is read), above it the planner's estimate.
 * An exact count of a filter half the jobs match would read half the index at every request.
 */
export async function cappedCount(db: Db, from: SQL, where: SQL): Promise<ListCount> {
  const result = await db.execute(sql`
    select count(*)::int as count from (
      select 1 from ${from} where ${where}
      order by ${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last
      limit ${JOB_COUNT_EXACT_UP_TO + 1}
    ) as capped`);
  const count = rowsOf<{ count: number }>(result)[0]?.count ?? 0;
  if (count <= JOB_COUNT_EXACT_UP_TO) return { count, estimated: false };
  return { count: estimatedCount(await plannedRows(db, from, where)), estimated: true };
}
