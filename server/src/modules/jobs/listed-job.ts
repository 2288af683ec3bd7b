import { and, eq, type SQL, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';

/**
 * The one rule of which jobs the public sees, and which it may apply to; every module that shows or
 * offers jobs calls these instead of reading the jobs table's flags itself (docs/decisions/0080-listed-job.md).
 */

/**
 * Listed: the public may see it. Not deleted (a suspended company's jobs are marked deleted too), not held,
 * hidden or reported: `jobs.is_listed`, the exact predicate of the partial indexes, so the planner uses them.
 * Closed and expired jobs stay listed: the list shows them under its status filter and their page says so.
 */
export const listedJob: SQL = sql`${jobs.isListed}`;

/**
 * Today in Liberia (GMT all year) on the database's clock: a job is open through its deadline day.
 * The same clock for the sitemap, the feeds, the alerts and applying.
 */
const today = sql`(now() at time zone 'UTC')::date`;

/** Whether the job's deadline has passed (false without a deadline). */
export const deadlinePassed: SQL<boolean> = sql<boolean>`coalesce(${jobs.deadline} < ${today}, false)`;

/** Open: listed, active and its deadline not passed; what the public may apply to and is offered. */
export const openJob: SQL = and(listedJob, eq(jobs.isActive, true), sql`not ${deadlinePassed}`) as SQL;
