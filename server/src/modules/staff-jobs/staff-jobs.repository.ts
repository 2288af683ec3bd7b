import type { StaffJob, StaffJobDecision, StaffJobsQuery, WeekFilter } from '@lj/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withinDays } from '../../lib/week-filter';
import { applications, companies, jobReports, jobs } from '../../db/schema';
import { auditedChange, staffActor } from '../staff-audit';

/** How many jobs the staff queue shows at once: the oldest waiting are dealt with first anyway. */
export const STAFF_JOBS_LIMIT = 100;

type Moderation = StaffJob['moderation'];

const openReports = sql<number>`(select count(*)::int from ${jobReports} where ${jobReports.jobId} = ${jobs.id} and ${jobReports.decision} is null)`;

const staffJobSelection = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  requirements: jobs.requirements,
  companyId: companies.id,
  companyName: companies.name,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  isActive: jobs.isActive,
  moderation: jobs.moderation,
  moderationReason: jobs.moderationReason,
  openReports,
};

type StaffJobRow = {
  id: number;
  title: string;
  description: string;
  requirements: string;
  companyId: number;
  companyName: string;
  createdAt: Date;
  updatedAt: Date;
  isActive: boolean;
  moderation: Moderation;
  moderationReason: string;
  openReports: number;
  applicationsInDays?: number;
};

export function serializeStaffJob(row: StaffJobRow): StaffJob {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    company: { id: row.companyId, name: row.companyName },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_active: row.isActive,
    moderation: row.moderation,
    moderation_reason: row.moderationReason,
    open_reports: row.openReports,
    ...(row.applicationsInDays === undefined ? {} : { applications_in_days: row.applicationsInDays }),
  };
}

/**
 * The jobs applied to within the days, the most applied first, each with its count of those days'
 * applications: whatever their state, deleted ones too, as the weekly figures count every application.
 */
async function jobsAppliedTo(db: Db, days: WeekFilter): Promise<StaffJob[]> {
  const applied = db
    .select({ jobId: applications.jobId, received: count().as('received') })
    .from(applications)
    .where(withinDays(applications.appliedAt, days))
    .groupBy(applications.jobId)
    .as('applied');
  const rows = await db
    .select({ ...staffJobSelection, applicationsInDays: applied.received })
    .from(applied)
    .innerJoin(jobs, eq(jobs.id, applied.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .orderBy(desc(applied.received), jobs.id)
    .limit(STAFF_JOBS_LIMIT);
  return rows.map(serializeStaffJob);
}

/**
 * The jobs in a state (`all`: any; not deleted), created within the filter's days when it has some, the
 * longest waiting first in the queues; or (`applied`) the jobs applied to within the days.
 */
export async function listStaffJobs(db: Db, { state, ...days }: StaffJobsQuery): Promise<StaffJob[]> {
  if (state === 'applied') return jobsAppliedTo(db, days);
  const rows = await db
    .select(staffJobSelection)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        state === 'all' ? undefined : eq(jobs.moderation, state),
        eq(jobs.isDeleted, false),
        withinDays(jobs.createdAt, days),
      ),
    )
    .orderBy(state === 'held' || state === 'hidden' || state === 'reported' ? jobs.updatedAt : desc(jobs.updatedAt))
    .limit(STAFF_JOBS_LIMIT);
  return rows.map(serializeStaffJob);
}

/** These jobs as staff see them (deleted ones too: a report may outlive its job's listing). */
export async function staffJobsByIds(db: Db, ids: number[]): Promise<StaffJob[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(staffJobSelection)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(inArray(jobs.id, ids));
  return rows.map(serializeStaffJob);
}

export async function findStaffJob(db: Db, jobId: number): Promise<StaffJob | null> {
  return (await staffJobsByIds(db, [jobId]))[0] ?? null;
}

/** Which states each action starts from, and where it leaves the job. */
const transitions: Record<StaffJobDecision['action'], { from: Moderation[]; to: Moderation; verb: string }> = {
  release: { from: ['held'], to: 'visible', verb: 'release' },
  hide: { from: ['visible', 'held', 'reported'], to: 'hidden', verb: 'hide' },
  restore: { from: ['hidden'], to: 'visible', verb: 'restore' },
};

export type DecisionOutcome = 'done' | 'missing' | 'wrong_state';

/** Where a decision took the job, for the company's news (hiding: from whatever state it was in). */
export function decisionChange(decision: StaffJobDecision): {
  from: Moderation | null;
  to: Moderation;
  reason: string;
} {
  const step = transitions[decision.action];
  return {
    from: step.from.length === 1 ? (step.from[0] ?? null) : null,
    to: step.to,
    reason: step.to === 'visible' ? '' : decision.reason,
  };
}

/**
 * Releases a held job, hides one, or restores a hidden one, with its audit row in the same transaction.
 * The job's row is locked, so two staff members deciding at once are applied one after the other.
 */
export async function decideJob(
  db: Db,
  staffUserId: number,
  jobId: number,
  decision: StaffJobDecision,
): Promise<DecisionOutcome> {
  const step = transitions[decision.action];
  return auditedChange(db, staffActor(staffUserId), async (tx) => {
    const [job] = await tx
      .select({ moderation: jobs.moderation, reason: jobs.moderationReason })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.isDeleted, false)))
      .for('update');
    if (!job) return { result: 'missing' as const, audit: null };
    if (!step.from.includes(job.moderation)) return { result: 'wrong_state' as const, audit: null };
    const reason = step.to === 'visible' ? '' : decision.reason;
    await tx
      .update(jobs)
      .set({ moderation: step.to, moderationReason: reason, updatedAt: sql`now()` })
      .where(eq(jobs.id, jobId));
    const audit = {
      action: `job.${step.verb}`,
      targetType: 'job',
      targetId: jobId,
      before: { moderation: job.moderation, reason: job.reason },
      after: { moderation: step.to, reason },
      reason: decision.reason || null,
    };
    return { result: 'done' as const, audit };
  });
}

/** Held jobs (not deleted): the overview's "Jobs held". */
export async function countHeldJobs(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(jobs)
    .where(and(eq(jobs.moderation, 'held'), eq(jobs.isDeleted, false)));
  return row?.value ?? 0;
}
