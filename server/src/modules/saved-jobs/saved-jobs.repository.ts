import { MAX_SAVED_JOBS, type SavedJobRemoved } from '@lj/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, jobs, savedJobs } from '../../db/schema';
import { listedJob } from '../jobs';

export type SaveOutcome = { savedAt: Date } | 'no-job' | 'full';

/**
 * Saves the job for the seeker unless it is already saved (the first save's time stands; the key makes
 * a double tap or a replayed offline request one row) or they keep MAX_SAVED_JOBS already. Two saves
 * racing at the limit may keep one more: harmless for a reading list, and no lock on every save.
 */
export async function saveJob(db: Db, userId: number, jobId: number): Promise<SaveOutcome> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), listedJob))
    .limit(1);
  if (!job) return 'no-job';
  const [kept] = await db
    .select({ savedAt: savedJobs.savedAt })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
  if (kept) return kept;
  if ((await db.$count(savedJobs, eq(savedJobs.userId, userId))) >= MAX_SAVED_JOBS) return 'full';
  const [inserted] = await db
    .insert(savedJobs)
    .values({ userId, jobId })
    .onConflictDoUpdate({ target: [savedJobs.userId, savedJobs.jobId], set: { savedAt: sql`${savedJobs.savedAt}` } })
    .returning({ savedAt: savedJobs.savedAt });
  return inserted ?? 'no-job';
}

/** Takes the job off the seeker's list; nothing to take off is fine too. */
export async function unsaveJob(db: Db, userId: number, jobId: number): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/**
 * Why a saved job is gone for the seeker, or null while it is listed (`is_listed`, the public
 * predicate): deleted by its company, or off the site for another reason (held or hidden by staff;
 * a suspension marks the jobs deleted too, but as `hidden_by_suspension`, not the company's doing).
 */
const removedReason = sql<SavedJobRemoved | null>`case
  when ${listedJob} then null
  when ${jobs.isDeleted} and not ${jobs.hiddenBySuspension} then 'company'
  else 'unavailable' end`;

/** The seeker's saved jobs, newest save first, those gone from the site included (the page says why). */
export function listSavedJobs(db: Db, userId: number) {
  return db
    .select({
      savedAt: savedJobs.savedAt,
      id: jobs.id,
      title: jobs.title,
      location: jobs.location,
      isActive: jobs.isActive,
      removed: removedReason,
      deadline: jobs.deadline,
      company: { id: companies.id, name: companies.name },
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId));
}
