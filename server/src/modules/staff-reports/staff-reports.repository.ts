import {
  REPORT_QUEUE_LIMIT,
  type ReportDecision,
  type ReportedJob,
  type StaffJob,
  type StaffReportsQuery,
} from '@lj/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withinDays } from '../../lib/week-filter';
import { jobReports, jobs, users } from '../../db/schema';
import { auditedChange, staffActor } from '../staff-audit';
import { staffJobsByIds } from '../staff-jobs';

type Moderation = StaffJob['moderation'];

/** What the company reads when staff upheld the reports without a reason of their own. */
export const UPHELD_REASON = 'Hidden by our staff after reports from job seekers.';

/**
 * Jobs with open reports, the job first reported longest ago first, each with its open reports; with days,
 * the jobs reported in them, each with those days' reports, open or decided (what the weekly figures count).
 */
export async function reportQueue(db: Db, days: StaffReportsQuery = {}): Promise<ReportedJob[]> {
  const inDays = withinDays(jobReports.createdAt, days);
  const reports = await db
    .select({
      id: jobReports.id,
      jobId: jobReports.jobId,
      reason: jobReports.reason,
      note: jobReports.note,
      email: users.email,
      createdAt: jobReports.createdAt,
      decision: jobReports.decision,
    })
    .from(jobReports)
    .innerJoin(users, eq(users.id, jobReports.userId))
    .where(inDays ?? isNull(jobReports.decision))
    .orderBy(asc(jobReports.createdAt), asc(jobReports.id));
  const byJob = new Map<number, ReportedJob['reports']>();
  for (const report of reports) {
    if (!byJob.has(report.jobId) && byJob.size === REPORT_QUEUE_LIMIT) continue;
    const list = byJob.get(report.jobId) ?? [];
    list.push({
      id: report.id,
      reason: report.reason,
      note: report.note,
      reporter_email: report.email,
      created_at: report.createdAt.toISOString(),
      decision: report.decision,
    });
    byJob.set(report.jobId, list);
  }
  const staffJobs = new Map((await staffJobsByIds(db, [...byJob.keys()])).map((job) => [job.id, job]));
  return [...byJob].flatMap(([jobId, list]) => {
    const job = staffJobs.get(jobId);
    return job ? [{ job, reports: list }] : [];
  });
}

/**
 * Closes the job's open reports. Dismiss: a job the reports hid is listed again. Uphold: the job stays
 * hidden, with the reason the company reads. The audit row is written in the same transaction; false
 * when the job has no open report (already decided, maybe by someone else a moment ago).
 */
export async function decideReports(
  db: Db,
  staffUserId: number,
  jobId: number,
  decision: ReportDecision,
): Promise<{ from: Moderation; to: Moderation; reason: string } | null> {
  return auditedChange(db, staffActor(staffUserId), async (tx) => {
    const [job] = await tx
      .select({ moderation: jobs.moderation, reason: jobs.moderationReason })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for('update');
    if (!job) return { result: null, audit: null };
    const closed = await tx
      .update(jobReports)
      .set({ decision: decision.decision === 'dismiss' ? 'dismissed' : 'upheld', decidedAt: sql`now()` })
      .where(and(eq(jobReports.jobId, jobId), isNull(jobReports.decision)))
      .returning({ id: jobReports.id });
    if (closed.length === 0) return { result: null, audit: null };
    const after =
      decision.decision === 'uphold'
        ? { moderation: 'hidden' as const, reason: decision.reason || UPHELD_REASON }
        : job.moderation === 'reported'
          ? { moderation: 'visible' as const, reason: '' }
          : { moderation: job.moderation, reason: job.reason };
    await tx
      .update(jobs)
      .set({ moderation: after.moderation, moderationReason: after.reason, updatedAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    const audit = {
      action: `job_reports.${decision.decision}`,
      targetType: 'job',
      targetId: jobId,
      before: { moderation: job.moderation, reason: job.reason, open_reports: closed.length },
      after,
      reason: decision.reason || null,
    };
    return { result: { from: job.moderation, to: after.moderation, reason: after.reason }, audit };
  });
}

/** Open reports (not yet dismissed or upheld): the overview's "Reports waiting". */
export async function countOpenReports(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(jobReports).where(isNull(jobReports.decision));
  return row?.value ?? 0;
}
