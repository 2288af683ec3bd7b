import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, jobAlerts, jobSeekerProfiles, notifications, users } from '../../db/schema';
import { phoneOnlyEmail } from './phone-only-account';

/**
 * A seeker who confirms on the web the number a phone-only account was made from (USSD or SMS) is that
 * person: one account. The phone-only account's applications, alerts and notifications become theirs
 * (an application to a job both applied to stays the web one's), and it closes, its address freed so
 * the number can name someone else later. Run in the confirmation's transaction.
 */
export async function foldPhoneOnlyAccount(tx: Db, userId: number, phone: string): Promise<void> {
  const [phoneOnly] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, phoneOnlyEmail(phone)), ne(users.id, userId)))
    .for('update');
  if (!phoneOnly) return;
  const from = phoneOnly.id;
  await tx
    .update(applications)
    .set({ userId })
    .where(
      and(
        eq(applications.userId, from),
        sql`not exists (select 1 from applications mine where mine.user_id = ${userId} and mine.job_id = ${applications.jobId})`,
      ),
    );
  await tx.update(jobAlerts).set({ userId }).where(eq(jobAlerts.userId, from));
  await tx.update(notifications).set({ userId }).where(eq(notifications.userId, from));
  await tx
    .update(jobSeekerProfiles)
    .set({ phoneConfirmedAt: null, smsReceipts: false, smsStatusNews: false })
    .where(eq(jobSeekerProfiles.userId, from));
  await tx
    .update(users)
    .set({ isActive: false, email: `folded-${from}-${phoneOnly.email}` })
    .where(eq(users.id, from));
}
