import type { ApplicationNews, CompanyNewsSettings } from '@lj/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, notificationSettings } from '../../db/schema';

/** No row: everything on, each application told at once. */
const DEFAULTS = { applications: 'each' as ApplicationNews, jobNews: true, staffSummary: true };

export type NewsSettings = typeof DEFAULTS;

/** What the user chose to hear (the defaults when they never chose). */
export async function readNewsSettings(db: Db, userId: number): Promise<NewsSettings> {
  const [row] = await db
    .select({
      applications: notificationSettings.applications,
      jobNews: notificationSettings.jobNews,
      staffSummary: notificationSettings.staffSummary,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? DEFAULTS;
}

/** Saves some of the user's choices; the others keep what they were. */
export async function saveNewsSettings(db: Db, userId: number, change: Partial<NewsSettings>): Promise<NewsSettings> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...DEFAULTS, ...change })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...change, updatedAt: sql`now()` } })
    .returning({
      applications: notificationSettings.applications,
      jobNews: notificationSettings.jobNews,
      staffSummary: notificationSettings.staffSummary,
    });
  if (!row) throw new Error('notification settings not saved');
  return row;
}

export const toCompanySettings = (settings: NewsSettings): CompanyNewsSettings => ({
  applications: settings.applications,
  job_news: settings.jobNews,
});

/** One job's own choice (null: the company's for all jobs); false when the company has no such job. */
export async function setJobApplicationNews(
  db: Db,
  companyId: number,
  jobId: number,
  news: ApplicationNews | null,
): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ applicationNews: news })
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), eq(jobs.isDeleted, false)))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** One job's own choice (null: none), or undefined when the company has no such job. */
export async function readJobApplicationNews(
  db: Db,
  companyId: number,
  jobId: number,
): Promise<ApplicationNews | null | undefined> {
  const [row] = await db
    .select({ news: jobs.applicationNews })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), eq(jobs.isDeleted, false)));
  return row ? row.news : undefined;
}
