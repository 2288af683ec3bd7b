import { type AlertFrequency, MAX_ALERTS } from '@lj/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobAlerts, jobSeekerProfiles, users } from '../../db/schema';
import { smsPhone } from '../sms-phone';

export type AlertRow = typeof jobAlerts.$inferSelect;
export type NewAlert = { name: string; search: string; frequency: AlertFrequency; email: boolean; sms: boolean };
export type AlertChanges = Partial<NewAlert> & { paused?: boolean };

/**
 * Adds the seeker's alert unless they keep MAX_ALERTS already. The seeker's row is locked first, so
 * two creations racing at the limit count one after the other: never a 21st alert.
 */
export function insertAlert(db: Db, userId: number, alert: NewAlert): Promise<AlertRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await tx.$count(jobAlerts, eq(jobAlerts.userId, userId))) >= MAX_ALERTS) return 'full';
    const [row] = await tx
      .insert(jobAlerts)
      .values({ userId, ...alert })
      .returning();
    if (!row) throw new Error('alert not inserted');
    return row;
  });
}

/** The seeker's alerts, newest first. */
export function listAlerts(db: Db, userId: number): Promise<AlertRow[]> {
  return db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId)).orderBy(desc(jobAlerts.id));
}

/**
 * Changes the seeker's own alert; null when it is not theirs (or gone), 'no-channel' when the changes
 * would leave it with neither e-mail nor SMS (read and written under the row's lock, so two edits at
 * once cannot each turn one channel off).
 */
export function updateAlert(
  db: Db,
  userId: number,
  id: number,
  changes: AlertChanges,
): Promise<AlertRow | 'no-channel' | null> {
  return db.transaction(async (tx) => {
    const mine = and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId));
    const [current] = await tx.select().from(jobAlerts).where(mine).for('update');
    if (!current) return null;
    if (!(changes.email ?? current.email) && !(changes.sms ?? current.sms)) return 'no-channel';
    const [row] = await tx.update(jobAlerts).set(changes).where(mine).returning();
    return row ?? null;
  });
}

/** Whether the seeker has a confirmed number for SMS. */
export async function hasSmsPhone(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ smsPhone }).from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, userId));
  return Boolean(row?.smsPhone);
}

/** Deletes the seeker's own alert; false when it is not theirs (or gone). */
export async function deleteAlert(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/** The signed unsubscribe link's work: the alert stops mailing (paused), whoever follows the link. */
export async function pauseAlert(db: Db, id: number): Promise<AlertRow | null> {
  const [row] = await db.update(jobAlerts).set({ paused: true }).where(eq(jobAlerts.id, id)).returning();
  return row ?? null;
}

export const findAlert = (db: Db, id: number) =>
  db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.id, id))
    .then(([row]) => row ?? null);
