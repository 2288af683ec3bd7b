import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsKeywordThreads } from '../../db/schema';

export type Thread = typeof smsKeywordThreads.$inferSelect;

const today = sql`(now() at time zone 'UTC')::date`;
const t = smsKeywordThreads;
/** The day's counts start again on a new day (GMT). */
const sameDay = <T>(value: T, fresh: unknown) => sql`case when ${t.day} = ${today} then ${value} else ${fresh} end`;

/**
 * The number's thread, made on its first message and its day's counts reset on a new day, its row
 * locked until the transaction ends: one message of a number at a time, so its replies are counted
 * exactly however many arrive at once.
 */
export async function openThread(db: Db, phone: string): Promise<Thread> {
  const [row] = await db
    .insert(t)
    .values({ phone, day: today })
    .onConflictDoUpdate({
      target: t.phone,
      set: {
        replies: sameDay(t.replies, 0),
        limitTold: sameDay(t.limitTold, false),
        helpTold: sameDay(t.helpTold, false),
        day: today,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('SMS thread neither made nor found');
  return row;
}

export type ThreadChanges = Partial<
  Pick<Thread, 'replies' | 'limitTold' | 'helpTold' | 'search' | 'page' | 'pendingJobId'>
>;

export async function saveThread(db: Db, phone: string, changes: ThreadChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(t).set(changes).where(eq(t.phone, phone));
}
