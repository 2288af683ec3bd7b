import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, jobs, users } from '../../db/schema';

/**
 * The one rule of which jobs the public sees, and which it may apply to; every module that shows or
 * offers jobs calls these instead of reading the jobs table's flags itself (docs/decisions/0080-listed-job.md).
 */

/**
 * Listed: the public may see it. Not deleted (the jobs of a company that is out of sight are marked
 * deleted too: companyJobsFollowCompany), not held, hidden or reported: `jobs.is_listed`, the exact
 * predicate of the partial indexes, so the planner uses them. Closed and expired jobs stay listed: the
 * list shows them when asked for all or for those not open, and their page says so.
 */
export const listedJob: SQL = sql`${jobs.isListed}`;

/**
 * A company's jobs are listed only while the company is in sight: not suspended by staff, and its
 * account not deactivated. Called in the transaction that changes either: while one holds, the
 * company's live jobs are marked deleted and `hidden_by_suspension` (so `is_listed`, the job counters
 * and applying leave them out), and once neither holds exactly those come back. Answers how many moved.
 */
export async function companyJobsFollowCompany(tx: Db, companyId: number): Promise<number> {
  const [company] = await tx
    .select({ suspendedAt: companies.suspendedAt, accountActive: users.isActive })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId))
    // Suspension and deactivation each change one of the two: the company's row lock puts them one after
    // the other, so the later one reads what the earlier committed and lifting both brings the jobs back.
    .for('update', { of: companies });
  if (!company) return 0;
  const moved =
    company.suspendedAt !== null || !company.accountActive
      ? await tx
          .update(jobs)
          .set({ isDeleted: true, hiddenBySuspension: true })
          .where(and(eq(jobs.companyId, companyId), eq(jobs.isDeleted, false)))
          .returning({ id: jobs.id })
      : await tx
          .update(jobs)
          .set({ isDeleted: false, hiddenBySuspension: false })
          .where(and(eq(jobs.companyId, companyId), eq(jobs.hiddenBySuspension, true)))
          .returning({ id: jobs.id });
  return moved.length;
}

/**
 * Today in Liberia (GMT all year) on the database's clock: a job is open through its deadline day.
 * The same clock for the job list, the sitemap, the feeds, the alerts and applying.
 */
const today = sql`(now() at time zone 'UTC')::date`;

type Flag = SQL | AnyPgColumn;

/** Whether a deadline has passed (false without one, and for 'infinity'). */
const passed = (deadline: Flag) => sql<boolean>`coalesce(${deadline} < ${today}, false)`;

/**
 * Open by its flags: active and its deadline not passed. Of a job, or of a job_counts row, which counts
 * jobs by the same two flags (job-count.ts), so the list and its count cannot disagree.
 */
export const openBy = (isActive: Flag, deadline: Flag): SQL => sql`(${isActive} and not ${passed(deadline)})`;

/** Whether the job's deadline has passed (false without a deadline). */
export const deadlinePassed: SQL<boolean> = passed(jobs.deadline);

/**
 * Open: listed, active and its deadline not passed; what the public may apply to and is offered, and
 * what the job list shows first (`status=active`).
 */
export const openJob: SQL = and(listedJob, openBy(jobs.isActive, jobs.deadline)) as SQL;

/** Listed but not open: closed by its company or past its deadline (the job list's `status=inactive`). */
export const notOpenJob: SQL = and(listedJob, not(openBy(jobs.isActive, jobs.deadline))) as SQL;
