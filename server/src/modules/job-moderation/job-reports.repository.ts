import type { JobReportRequest } from '@lj/contract';
import { and, countDistinct, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { jobReports, jobs } from '../../db/schema';
import { listedJob } from '../jobs';

/**
 * Open reports from this many different addresses hide a job until staff decide (docs/decisions/0065-job-reports.md,
 * 0083-report-hiding-and-closed-accounts.md).
 */
export const REPORTS_TO_HIDE = 3;
/** What the company reads while reports keep its job hidden. */
export const REPORTED_REASON = 'Several people reported this job; our staff will look at it.';

/** Who filed a report: the account, its address as reportAddress keeps it, and whether it is a company's. */
export type Reporter = { userId: number; address: string; fromCompany: boolean };

const earlier = alias(jobReports, 'earlier');

/**
 * The addresses whose open reports count towards hiding the job, each once: not a company account's
 * (its report still reaches staff), and not an address whose report of this job staff already decided
 * (after staff clear a job, only people new to it can hide it again).
 */
async function countingAddresses(tx: Db, jobId: number): Promise<number> {
  const decidedBefore = tx
    .select({ id: earlier.id })
    .from(earlier)
    .where(
      and(
        eq(earlier.jobId, jobId),
        isNotNull(earlier.decision),
        eq(earlier.reporterAddress, jobReports.reporterAddress),
      ),
    );
  const [open] = await tx
    .select({ addresses: countDistinct(jobReports.reporterAddress) })
    .from(jobReports)
    .where(
      and(
        eq(jobReports.jobId, jobId),
        isNull(jobReports.decision),
        eq(jobReports.fromCompany, false),
        notExists(decidedBefore),
      ),
    );
  return open?.addresses ?? 0;
}

/**
 * Files one person's report of a listed job: null when there is no such public job, else whether the
 * report is new (a second one by the same person counts once: the unique index decides). The job's row
 * is locked first, so reports sent at the same moment are counted one after the other and the one that
 * makes REPORTS_TO_HIDE counting addresses always hides the job.
 */
export async function reportJob(
  db: Db,
  jobId: number,
  reporter: Reporter,
  report: JobReportRequest,
): Promise<{ created: boolean; hidden: boolean } | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), listedJob))
      .for('update');
    if (!job) return null;
    const inserted = await tx
      .insert(jobReports)
      .values({
        jobId,
        userId: reporter.userId,
        reporterAddress: reporter.address,
        fromCompany: reporter.fromCompany,
        reason: report.reason,
        note: report.note,
      })
      .onConflictDoNothing({ target: [jobReports.jobId, jobReports.userId] })
      .returning({ id: jobReports.id });
    if (inserted.length === 0) return { created: false, hidden: false };
    // The job was listed (locked above), so this hides it once: the next report finds it unlisted.
    if ((await countingAddresses(tx, jobId)) >= REPORTS_TO_HIDE) {
      await tx
        .update(jobs)
        .set({ moderation: 'reported', moderationReason: REPORTED_REASON, updatedAt: sql`now()` })
        .where(eq(jobs.id, jobId));
      return { created: true, hidden: true };
    }
    return { created: true, hidden: false };
  });
}
