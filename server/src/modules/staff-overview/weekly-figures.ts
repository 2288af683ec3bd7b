import { STAFF_WEEKS, type StaffWeek } from '@lj/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, companies, jobReports, jobs, payments, subscriptionPlans, users } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The last weeks, Monday to Sunday in UTC (Liberia's time), oldest first, each from its start to the next. */
const weeks = sql`
  select week::date as week, (week at time zone 'UTC') as starts, ((week + interval '7 days') at time zone 'UTC') as ends
  from generate_series(
    date_trunc('week', now() at time zone 'UTC') - ${`${STAFF_WEEKS - 1} weeks`}::interval,
    date_trunc('week', now() at time zone 'UTC'),
    interval '1 week') as week`;

/** Counts rows of `table` whose `column` falls in the week `w`. */
const inWeek = (table: unknown, column: unknown, extra = sql``) =>
  sql`(select count(*)::int from ${table} where ${column} >= w.starts and ${column} < w.ends ${extra})`;

/** The board's figures of each of the last STAFF_WEEKS weeks: one query for the counts, one for the sums. */
export async function weeklyFigures(db: Db): Promise<StaffWeek[]> {
  const counts = rowsOf<Omit<StaffWeek, 'paid'>>(
    await db.execute(sql`
      select w.week::text as week,
        ${inWeek(jobs, jobs.createdAt)} as new_jobs,
        ${inWeek(applications, applications.appliedAt)} as applications,
        ${inWeek(users, users.dateJoined, sql`and ${users.userType} = 'job_seeker'`)} as new_seekers,
        ${inWeek(companies, companies.createdAt)} as new_companies,
        ${inWeek(payments, payments.reviewedAt, sql`and ${payments.state} = 'verified'`)} as payments_verified,
        ${inWeek(jobReports, jobReports.createdAt)} as reports
      from (${weeks}) w order by w.week`),
  );
  const sums = rowsOf<{ week: string; currency: string; amount: string }>(
    await db.execute(sql`
      select w.week::text as week, p.currency, sum(${payments.amount})::text as amount
      from (${weeks}) w
      join ${payments} on ${payments.reviewedAt} >= w.starts and ${payments.reviewedAt} < w.ends and ${payments.state} = 'verified'
      join ${subscriptionPlans} p on p.id = ${payments.planId}
      group by w.week, p.currency order by p.currency`),
  );
  return counts.map((week) => ({
    ...week,
    paid: sums
      .filter((sum) => sum.week === week.week)
      .map((sum) => ({ currency: sum.currency, amount: Number(sum.amount) })),
  }));
}
