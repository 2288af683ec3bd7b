import { and, eq, type SQL, sql } from 'drizzle-orm';
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
 * list shows them under its status filter and their page says so.
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
 * The same clock for the sitemap, the feeds, the alerts and applying.
 */
const today = sql`(now() at time zone 'UTC')::date`;

/** Whether the job's deadline has passed (false without a deadline). */
export const deadlinePassed: SQL<boolean> = sql<boolean>`coalesce(${jobs.deadline} < ${today}, false)`;

/** Open: listed, active and its deadline not passed; what the public may apply to and is offered. */
export const openJob: SQL = and(listedJob, eq(jobs.isActive, true), sql`not ${deadlinePassed}`) as SQL;
