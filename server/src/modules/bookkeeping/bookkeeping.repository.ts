import type { BookkeepingMonthFigures, BookkeepingRecordRequest } from '@lj/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookkeepingRecords } from '../../db/schema';

export type BookkeepingRow = typeof bookkeepingRecords.$inferSelect;

/** The company's submitted months with their sums, oldest first. */
export function submittedMonths(db: Db, companyId: number): Promise<BookkeepingMonthFigures[]> {
  return db
    .select({
      month: bookkeepingRecords.month,
      revenue: bookkeepingRecords.revenue,
      expenses: bookkeepingRecords.expenses,
      wagesPaid: bookkeepingRecords.wagesPaid,
    })
    .from(bookkeepingRecords)
    .where(eq(bookkeepingRecords.companyId, companyId))
    .orderBy(asc(bookkeepingRecords.month));
}

/**
 * Stores the month's record once: the unique (company, month) index turns a second submission,
 * also a concurrent one, into no row at all (null), and the first record stays as it was.
 */
export async function insertRecordOnce(
  db: Db,
  companyId: number,
  record: BookkeepingRecordRequest,
): Promise<BookkeepingRow | null> {
  const [row] = await db
    .insert(bookkeepingRecords)
    .values({ companyId, ...record })
    .onConflictDoNothing({ target: [bookkeepingRecords.companyId, bookkeepingRecords.month] })
    .returning();
  return row ?? null;
}
