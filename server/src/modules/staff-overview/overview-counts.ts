import { count, gte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countPaymentsWaiting } from '../staff-payments';
import { applications, companies, jobs } from '../../db/schema';
import { countHeldJobs } from '../staff-jobs';
import { countOpenReports } from '../staff-reports';

/** How far back the overview's "new" figures reach. */
export const OVERVIEW_DAYS = 7;

/** One figure of the staff overview; `since` is OVERVIEW_DAYS ago. */
export type OverviewCount = { key: string; label: string; count(db: Db, since: Date): Promise<number> };

const createdSince =
  (table: PgTable, column: PgColumn) =>
  async (db: Db, since: Date): Promise<number> => {
    const [row] = await db.select({ value: count() }).from(table).where(gte(column, since));
    return row?.value ?? 0;
  };

/**
 * The figures of GET /api/staff/overview/, in the order shown. A staff feature with a queue adds its
 * own here (payments waiting, reports waiting): one entry, its count read from its own module's index.
 */
export const overviewCounts: OverviewCount[] = [
  { key: 'new_companies', label: 'New companies', count: createdSince(companies, companies.createdAt) },
  { key: 'new_jobs', label: 'New jobs', count: createdSince(jobs, jobs.createdAt) },
  { key: 'new_applications', label: 'New applications', count: createdSince(applications, applications.appliedAt) },
  // Payments waiting (staff-payments) and reports waiting (staff-reports) go below, each on its own line.
  { key: 'payments_waiting', label: 'Payments waiting', count: (db) => countPaymentsWaiting(db) },
  { key: 'reports_waiting', label: 'Reports waiting', count: (db) => countOpenReports(db) },
  { key: 'jobs_held', label: 'Jobs held for review', count: (db) => countHeldJobs(db) },
];
