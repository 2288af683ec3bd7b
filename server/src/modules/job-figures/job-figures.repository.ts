import { JOB_FIGURES_DAYS, type FigureSource, type JobFigures } from '@lj/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, jobDailyFigures, jobs } from '../../db/schema';

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

/** The first day of the figures' window ending today (UTC, Liberia's time), as YYYY-MM-DD. */
export function windowStart(today: Date, days: number): string {
  return new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

/** Each day of the window, oldest first, zero where nothing was counted. */
function everyDay(start: string, days: number, rows: Array<{ day: string; views: number; applications: number }>) {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.parse(start) + i * 86_400_000).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, views: row?.views ?? 0, applications: row?.applications ?? 0 };
  });
}

/** A company's job's figures of the last days, or null when the job is not this company's. */
export async function findJobFigures(
  db: Db,
  companyId: number,
  jobId: number,
  today = new Date(),
): Promise<JobFigures | null> {
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      views: jobs.views,
      applications: sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobId})`,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .limit(1);
  if (!job) return null;
  const start = windowStart(today, JOB_FIGURES_DAYS);
  const rows = await db
    .select({
      day: sql<string>`${jobDailyFigures.day}::text`,
      views: jobDailyFigures.views,
      applications: jobDailyFigures.applications,
      search: jobDailyFigures.fromSearch,
      shared: jobDailyFigures.fromShared,
      alert: jobDailyFigures.fromAlert,
      direct: jobDailyFigures.fromDirect,
    })
    .from(jobDailyFigures)
    .where(and(eq(jobDailyFigures.jobId, jobId), gte(jobDailyFigures.day, start)));
  const sum = (key: FigureSource) => rows.reduce((total, row) => total + row[key], 0);
  return {
    job: { id: job.id, title: job.title },
    days: everyDay(start, JOB_FIGURES_DAYS, rows),
    total_views: job.views,
    total_applications: job.applications,
    sources: { search: sum('search'), shared: sum('shared'), alert: sum('alert'), direct: sum('direct') },
  };
}
