import type { ApplicationNews, CompanyNewsSettings } from '@lj/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationSettings } from '../../db/schema';

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
