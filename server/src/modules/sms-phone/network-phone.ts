import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSeekerProfiles, users } from '../../db/schema';
import { setPhoneNumber, smsPhone } from './sms-phone.repository';

/**
 * The job seeker a phone network vouches for (a USSD session or an SMS comes from the number itself):
 * the active seeker whose confirmed number it is, the one who confirmed it last when a family shares
 * one. A number only typed on a profile, never confirmed, names nobody. Null when no seeker has it.
 */
export async function seekerOfNumber(db: Db, phone: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: jobSeekerProfiles.userId })
    .from(jobSeekerProfiles)
    .innerJoin(users, eq(users.id, jobSeekerProfiles.userId))
    .where(and(sql`${smsPhone} = ${phone}`, eq(users.userType, 'job_seeker'), eq(users.isActive, true)))
    .orderBy(desc(jobSeekerProfiles.phoneConfirmedAt), desc(jobSeekerProfiles.userId))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * The seeker's number is the one the network says they called from: it becomes their number, confirmed
 * (the network proved it as a code would), with SMS receipts and status news on, since they asked by phone and hear
 * back by SMS (STOP turns them off). For an account made from a phone; call it in its transaction.
 */
export async function confirmNetworkNumber(db: Db, userId: number, phone: string): Promise<void> {
  await setPhoneNumber(db, userId, phone);
  await db
    .update(jobSeekerProfiles)
    .set({ phoneConfirmedAt: sql`now()`, smsReceipts: true, smsStatusNews: true, updatedAt: sql`now()` })
    .where(eq(jobSeekerProfiles.userId, userId));
}
