import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobAlerts, jobSeekerProfiles, phoneConfirmations, smsInboundMessages } from '../../db/schema';

export type SmsState = { smsPhone: string | null; smsReceipts: boolean; pendingPhone: string | null };

/** The seeker's SMS state; a seeker without a profile row has no number and no receipts. */
export async function smsState(db: Db, userId: number): Promise<SmsState> {
  const [profile] = await db
    .select({ smsPhone: jobSeekerProfiles.smsPhone, smsReceipts: jobSeekerProfiles.smsReceipts })
    .from(jobSeekerProfiles)
    .where(eq(jobSeekerProfiles.userId, userId));
  const [pending] = await db
    .select({ phone: phoneConfirmations.phone })
    .from(phoneConfirmations)
    .where(and(eq(phoneConfirmations.userId, userId), gt(phoneConfirmations.expiresAt, sql`now()`)));
  return {
    smsPhone: profile?.smsPhone ?? null,
    smsReceipts: profile?.smsReceipts ?? false,
    pendingPhone: pending?.phone ?? null,
  };
}

/** Stores the code sent to `phone` (hashed), replacing the seeker's earlier one and its count of tries. */
export async function saveConfirmation(
  db: Db,
  values: { userId: number; phone: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(phoneConfirmations)
    .values({ ...values, tries: 0 })
    .onConflictDoUpdate({
      target: phoneConfirmations.userId,
      set: {
        phone: values.phone,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        tries: 0,
        createdAt: sql`now()`,
      },
    });
}

export type TryOutcome =
  | { kind: 'counted'; phone: string; codeHash: string; tries: number }
  | { kind: 'none' | 'expired' | 'spent' };

/**
 * Counts one try of the seeker's code, atomically: the row is updated only while it is unexpired and has
 * tries left, so two requests at once can never make more than `maxTries` between them.
 */
export async function countTry(db: Db, userId: number, maxTries: number): Promise<TryOutcome> {
  const [counted] = await db
    .update(phoneConfirmations)
    .set({ tries: sql`${phoneConfirmations.tries} + 1` })
    .where(
      and(
        eq(phoneConfirmations.userId, userId),
        lt(phoneConfirmations.tries, maxTries),
        gt(phoneConfirmations.expiresAt, sql`now()`),
      ),
    )
    .returning({
      phone: phoneConfirmations.phone,
      codeHash: phoneConfirmations.codeHash,
      tries: phoneConfirmations.tries,
    });
  if (counted) return { kind: 'counted', ...counted };
  const [row] = await db
    .select({ tries: phoneConfirmations.tries, expired: sql<boolean>`${phoneConfirmations.expiresAt} <= now()` })
    .from(phoneConfirmations)
    .where(eq(phoneConfirmations.userId, userId));
  if (!row) return { kind: 'none' };
  return { kind: row.expired ? 'expired' : 'spent' };
}

/**
 * The code was right: the number becomes the seeker's confirmed one and the code is used up. Deleting by
 * its hash makes a second, simultaneous right answer a no-op rather than a second confirmation.
 */
export async function confirmPhone(db: Db, userId: number, phone: string, codeHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(phoneConfirmations)
      .where(and(eq(phoneConfirmations.userId, userId), eq(phoneConfirmations.codeHash, codeHash)))
      .returning({ userId: phoneConfirmations.userId });
    if (used.length === 0) return false;
    await tx
      .insert(jobSeekerProfiles)
      .values({ userId, smsPhone: phone })
      .onConflictDoUpdate({ target: jobSeekerProfiles.userId, set: { smsPhone: phone, updatedAt: sql`now()` } });
    return true;
  });
}

/** Whether the seeker may get SMS receipts (only with a confirmed number); false when there is none. */
export async function setSmsReceipts(db: Db, userId: number, on: boolean): Promise<boolean> {
  const changed = await db
    .update(jobSeekerProfiles)
    .set({ smsReceipts: on, updatedAt: sql`now()` })
    .where(and(eq(jobSeekerProfiles.userId, userId), on ? sql`${jobSeekerProfiles.smsPhone} is not null` : sql`true`))
    .returning({ userId: jobSeekerProfiles.userId });
  return changed.length > 0 || !on;
}

/** Every SMS to these seekers stops: no receipts, and no alert of theirs goes by SMS any more. */
export async function turnSmsOff(db: Db, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.update(jobAlerts).set({ sms: false }).where(inArray(jobAlerts.userId, userIds));
    await tx
      .update(jobSeekerProfiles)
      .set({ smsReceipts: false, updatedAt: sql`now()` })
      .where(inArray(jobSeekerProfiles.userId, userIds));
  });
}

/** The seeker takes their number off: SMS stop, and a code still waiting is dropped too. */
export async function removePhone(db: Db, userId: number): Promise<void> {
  await turnSmsOff(db, [userId]);
  await db.update(jobSeekerProfiles).set({ smsPhone: null }).where(eq(jobSeekerProfiles.userId, userId));
  await db.delete(phoneConfirmations).where(eq(phoneConfirmations.userId, userId));
}

/** The seekers whose confirmed number is `phone` (a family may share one). */
export async function seekersWithPhone(db: Db, phone: string): Promise<number[]> {
  const rows = await db
    .select({ userId: jobSeekerProfiles.userId })
    .from(jobSeekerProfiles)
    .where(eq(jobSeekerProfiles.smsPhone, phone));
  return rows.map((row) => row.userId);
}

/**
 * A STOP reply the gateway sent as `messageId`: SMS stop for every seeker with the sender's number, once.
 * The id is recorded in the same transaction (its primary key decides between a message and its replay,
 * even two at the same moment); null when the message was already acted on, else how many seekers.
 */
export async function stopOnce(db: Db, messageId: string, phone: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(smsInboundMessages)
      .values({ messageId })
      .onConflictDoNothing()
      .returning({ messageId: smsInboundMessages.messageId });
    if (first.length === 0) return null;
    const seekers = await seekersWithPhone(tx, phone);
    await turnSmsOff(tx, seekers);
    return seekers.length;
  });
}
