import { and, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, jobAlerts, jobSeekerProfiles, phoneConfirmations, smsInboundMessages } from '../../db/schema';

/**
 * Where SMS to a seeker go: their profile's phone number while it is confirmed, else null. Every reader of
 * that number (receipts, alert digests, a STOP reply, the operator's CLI) selects this over
 * job_seeker_profiles: the confirmation holds only while the number is the one it was made for
 * (setPhoneNumber drops it with any change).
 */
export const smsPhone: SQL<string | null> = sql<
  string | null
>`(case when ${jobSeekerProfiles.phoneConfirmedAt} is not null
  then ${jobSeekerProfiles.phoneNumber} end)`;

/**
 * Where SMS to a company go: its contact phone while it is confirmed, else null (the same rule as
 * smsPhone; companyPhoneValues and a code request drop the confirmation with any change).
 */
export const companySmsPhone: SQL<string | null> = sql<
  string | null
>`(case when ${companies.contactPhoneConfirmedAt} is not null
  then ${companies.contactPhone} end)`;

/** The number a code was sent to for this account and not yet typed, while it works; else null. */
export async function pendingPhone(db: Db, userId: number): Promise<string | null> {
  const [pending] = await db
    .select({ phone: phoneConfirmations.phone })
    .from(phoneConfirmations)
    .where(and(eq(phoneConfirmations.userId, userId), gt(phoneConfirmations.expiresAt, sql`now()`)));
  return pending?.phone ?? null;
}

export type SmsState = {
  phoneNumber: string;
  phoneConfirmed: boolean;
  smsReceipts: boolean;
  smsStatusNews: boolean;
};

/** The seeker's number and SMS choices; a seeker without a profile row has no number and no SMS. */
export async function smsState(db: Db, userId: number): Promise<SmsState> {
  const [profile] = await db
    .select({
      phoneNumber: jobSeekerProfiles.phoneNumber,
      smsPhone,
      smsReceipts: jobSeekerProfiles.smsReceipts,
      smsStatusNews: jobSeekerProfiles.smsStatusNews,
    })
    .from(jobSeekerProfiles)
    .where(eq(jobSeekerProfiles.userId, userId));
  return {
    phoneNumber: profile?.phoneNumber ?? '',
    phoneConfirmed: Boolean(profile?.smsPhone),
    smsReceipts: profile?.smsReceipts ?? false,
    smsStatusNews: profile?.smsStatusNews ?? false,
  };
}

/**
 * The seeker's one phone number becomes `phone` (E.164, or '' for none): what the profile form, the
 * apply step and a code request all call. A different number ends the old one's confirmation, so SMS
 * stop (receipts and alerts by SMS off, a waiting code dropped) until the new number is confirmed and
 * SMS are chosen again: consent to SMS was given for the number confirmed. The same number changes
 * nothing. Call it inside the change's transaction; answers whether the number changed.
 */
export async function setPhoneNumber(db: Db, userId: number, phone: string): Promise<boolean> {
  await db.insert(jobSeekerProfiles).values({ userId }).onConflictDoNothing();
  const [current] = await db
    .select({ phoneNumber: jobSeekerProfiles.phoneNumber })
    .from(jobSeekerProfiles)
    .where(eq(jobSeekerProfiles.userId, userId))
    .for('update');
  if (current?.phoneNumber === phone) return false;
  await db
    .update(jobSeekerProfiles)
    .set({ phoneNumber: phone, phoneConfirmedAt: null, updatedAt: sql`now()` })
    .where(eq(jobSeekerProfiles.userId, userId));
  await db.delete(phoneConfirmations).where(eq(phoneConfirmations.userId, userId));
  await turnSmsOff(db, [userId]);
  return true;
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
 * The code was right: the holder's number is confirmed, if it is still the one the code was sent to, and
 * the code is used up. Deleting by its hash makes a second, simultaneous right answer a no-op rather than
 * a second confirmation. False when the code was used meanwhile or the number has changed since.
 */
export async function confirmPhone(
  db: Db,
  markConfirmed: (tx: Db, userId: number, phone: string) => Promise<boolean>,
  userId: number,
  phone: string,
  codeHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(phoneConfirmations)
      .where(and(eq(phoneConfirmations.userId, userId), eq(phoneConfirmations.codeHash, codeHash)))
      .returning({ userId: phoneConfirmations.userId });
    if (used.length === 0) return false;
    return markConfirmed(tx, userId, phone);
  });
}

/**
 * The seeker's SMS choices (each on only with a confirmed number); false when one is asked on without
 * one.
 */
export async function setSmsChoices(
  db: Db,
  userId: number,
  choices: { smsReceipts?: boolean; smsStatusNews?: boolean },
): Promise<boolean> {
  const on = choices.smsReceipts === true || choices.smsStatusNews === true;
  const changed = await db
    .update(jobSeekerProfiles)
    .set({ ...choices, updatedAt: sql`now()` })
    .where(and(eq(jobSeekerProfiles.userId, userId), on ? sql`${smsPhone} is not null` : sql`true`))
    .returning({ userId: jobSeekerProfiles.userId });
  return changed.length > 0 || !on;
}

/**
 * Every SMS to these seekers stops: no receipts, no status news, and no alert of theirs goes by SMS any
 * more. Answers how many alerts had SMS on.
 */
export async function turnSmsOff(db: Db, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const alerts = await tx
      .update(jobAlerts)
      .set({ sms: false })
      .where(and(inArray(jobAlerts.userId, userIds), eq(jobAlerts.sms, true)))
      .returning({ id: jobAlerts.id });
    await tx
      .update(jobSeekerProfiles)
      .set({ smsReceipts: false, smsStatusNews: false, updatedAt: sql`now()` })
      .where(inArray(jobSeekerProfiles.userId, userIds));
    return alerts.length;
  });
}

/**
 * The seeker's number is no longer confirmed (it stays on the profile for employers to call): SMS stop
 * and a waiting code is dropped. Answers how many alerts had SMS on.
 */
export async function unconfirmPhone(db: Db, userId: number): Promise<number> {
  await db
    .update(jobSeekerProfiles)
    .set({ phoneConfirmedAt: null, updatedAt: sql`now()` })
    .where(eq(jobSeekerProfiles.userId, userId));
  await db.delete(phoneConfirmations).where(eq(phoneConfirmations.userId, userId));
  return turnSmsOff(db, [userId]);
}

/** The seekers whose confirmed number is `phone` (a family may share one). */
export async function seekersWithPhone(db: Db, phone: string): Promise<number[]> {
  const rows = await db
    .select({ userId: jobSeekerProfiles.userId })
    .from(jobSeekerProfiles)
    .where(sql`${smsPhone} = ${phone}`);
  return rows.map((row) => row.userId);
}

/**
 * Whether the gateway's message `messageId` comes for the first time (recorded now, in the caller's
 * transaction): a replayed message, signed as validly as the first, is acted on once.
 */
export async function firstDelivery(db: Db, messageId: string): Promise<boolean> {
  const first = await db
    .insert(smsInboundMessages)
    .values({ messageId })
    .onConflictDoNothing()
    .returning({ messageId: smsInboundMessages.messageId });
  return first.length > 0;
}

/**
 * A STOP reply the gateway sent as `messageId`: SMS stop for every seeker with the sender's number, and
 * a company whose confirmed number it is loses the confirmation (so its SMS stop, money's too), once.
 * The id is recorded in the same transaction (its primary key decides between a message and its replay,
 * even two at the same moment); null when the message was already acted on, else how many seekers.
 */
export async function stopOnce(db: Db, messageId: string, phone: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, messageId))) return null;
    const seekers = await seekersWithPhone(tx, phone);
    await turnSmsOff(tx, seekers);
    await tx.update(companies).set({ contactPhoneConfirmedAt: null }).where(sql`${companySmsPhone} = ${phone}`);
    return seekers.length;
  });
}
