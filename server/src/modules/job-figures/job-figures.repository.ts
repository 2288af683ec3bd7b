import { type CompanyFigures, type FigureSource, JOB_FIGURES_DAYS, type JobFigures } from '@lj/contract';
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, jobDailyFigures, jobs } from '../../db/schema';

const DAY_MS = 86_400_000;

const SOURCE_COLUMN = {
  search: 'from_search',
  shared: 'from_shared',
  alert: 'from_alert',
  direct: 'from_direct',
} as const satisfies Record<FigureSource, string>;

/** Counts an application on its job's day row, under where the applicant came from (one upsert). */
export async function recordApplicationFigure(db: Db, jobId: number, source: FigureSource): Promise<void> {
  const column = sql.identifier(SOURCE_COLUMN[source]);
  await db.execute(sql`
    insert into ${jobDailyFigures} as f (job_id, day, applications, ${column})
    values (${jobId}, (now() at time zone 'UTC')::date, 1, 1)
    on conflict (job_id, day) do update set applications = f.applications + 1, ${column} = f.${column} + 1`);
}

/** YYYY-MM-DD of a moment (UTC: Liberia's time all year). */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The figures of the jobs `chosen` (a condition on jobs) over the last days up to today: each day summed
 * over the jobs (zero where nothing was counted), the all-time views and applications, and the sources.
 * The jobs' ids go in as an array, so each job's days are read by the primary key (job, day).
 */
async function windowFigures(db: Db, chosen: SQL, today: Date): Promise<CompanyFigures> {
  const start = dayOf(today.getTime() - (JOB_FIGURES_DAYS - 1) * DAY_MS);
  const f = jobDailyFigures;
  const rows = await db
    .select({
      day: sql<string>`${f.day}::text`,
      views: sql<number>`sum(${f.views})::int`,
      applications: sql<number>`sum(${f.applications})::int`,
      search: sql<number>`sum(${f.fromSearch})::int`,
      shared: sql<number>`sum(${f.fromShared})::int`,
      alert: sql<number>`sum(${f.fromAlert})::int`,
      direct: sql<number>`sum(${f.fromDirect})::int`,
    })
    .from(f)
    .where(and(sql`${f.jobId} = any(array(select ${jobs.id} from ${jobs} where ${chosen}))`, gte(f.day, start)))
    .groupBy(f.day);
  const answer = await db.execute(sql`
    select coalesce(sum(${jobs.views}), 0)::int as views,
      (select count(*)::int from ${applications} a where a.job_id = any(array_agg(${jobs.id}))) as applications
    from ${jobs} where ${chosen}`);
  const [totals] = (answer as unknown as { rows: Array<{ views: number; applications: number }> }).rows;
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const sum = (key: FigureSource) => rows.reduce((total, row) => total + row[key], 0);
  return {
    days: Array.from({ length: JOB_FIGURES_DAYS }, (_, i) => {
      const day = dayOf(Date.parse(start) + i * DAY_MS);
      return { day, views: byDay.get(day)?.views ?? 0, applications: byDay.get(day)?.applications ?? 0 };
    }),
    total_views: totals?.views ?? 0,
    total_applications: totals?.applications ?? 0,
    sources: { search: sum('search'), shared: sum('shared'), alert: sum('alert'), direct: sum('direct') },
  };
}

/** A company's job's figures, or null when the job is not this company's. */
export async function findJobFigures(
  db: Db,
  companyId: number,
  jobId: number,
  today = new Date(),
): Promise<JobFigures | null> {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  if (!job) return null;
  return { job, ...(await windowFigures(db, eq(jobs.id, jobId), today)) };
}

/** The figures of all a company's jobs, deleted ones too (their views and applications happened). */
export function findCompanyFigures(db: Db, companyId: number, today = new Date()): Promise<CompanyFigures> {
  return windowFigures(db, eq(jobs.companyId, companyId), today);
}
