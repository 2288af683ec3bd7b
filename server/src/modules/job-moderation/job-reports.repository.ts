import type { JobReportRequest } from '@lj/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobReports, jobs } from '../../db/schema';
import { listedJob } from '../jobs';

/** Open reports from this many different people hide a job until staff decide (docs/decisions/0065-job-reports.md). */
export const REPORTS_TO_HIDE = 3;
/** What the company reads while reports keep its job hidden. */
export const REPORTED_REASON = 'Several people reported this job; our staff will look at it.';

/**
 * Files one person's report of a listed job: null when there is no such public job, else whether the
 * report is new (a second one by the same person counts once: the unique index decides). The job's row
 * is locked first, so reports sent at the same moment are counted one after the other and the one that
 * makes REPORTS_TO_HIDE always hides the job.
 */
export async function reportJob(
  db: Db,
  jobId: number,
  userId: number,
  report: JobReportRequest,
): Promise<{ created: boolean } | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), listedJob))
      .for('update');
    if (!job) return null;
    const inserted = await tx
      .insert(jobReports)
      .values({ jobId, userId, reason: report.reason, note: report.note })
      .onConflictDoNothing({ target: [jobReports.jobId, jobReports.userId] })
      .returning({ id: jobReports.id });
    if (inserted.length === 0) return { created: false };
    const [open] = await tx
      .select({ reports: count() })
      .from(jobReports)
      .where(and(eq(jobReports.jobId, jobId), isNull(jobReports.decision)));
    if ((open?.reports ?? 0) >= REPORTS_TO_HIDE) {
      await tx
        .update(jobs)
        .set({ moderation: 'reported', moderationReason: REPORTED_REASON, updatedAt: sql`now()` })
        .where(eq(jobs.id, jobId));
    }
    return { created: true };
  });
}
