import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobAlerts, jobSeekerProfiles, users } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { type Actor, auditedChange } from '../staff-audit';

/**
 * Sets a seeker's SMS number as confirmed, for a seeker who confirmed it to staff another way (the
 * profile's code is the usual way); null removes it and turns their SMS alerts and receipts off.
 * Audited as 'user.sms_phone'. Answers the seeker's address as stored.
 */
export async function setConfirmedSmsPhone(db: Db, actor: Actor, email: string, phone: string | null): Promise<string> {
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.email, address));
  if (!user) throw badRequest(`No user with the e-mail ${address}.`);
  if (user.userType !== 'job_seeker') throw badRequest(`${address} is not a job seeker: only job seekers get SMS.`);
  return auditedChange(db, actor, async (tx) => {
    const [profile] = await tx
      .select({ smsPhone: jobSeekerProfiles.smsPhone, smsReceipts: jobSeekerProfiles.smsReceipts })
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.userId, user.id))
      .for('update');
    const off = phone === null ? { smsReceipts: false } : {};
    await tx
      .insert(jobSeekerProfiles)
      .values({ userId: user.id, smsPhone: phone })
      .onConflictDoUpdate({ target: jobSeekerProfiles.userId, set: { smsPhone: phone, ...off } });
    const alertsOff =
      phone === null
        ? (await tx.update(jobAlerts).set({ sms: false }).where(eq(jobAlerts.userId, user.id)).returning()).length
        : 0;
    const receipts = profile?.smsReceipts ?? false;
    const audit = {
      action: 'user.sms_phone',
      targetType: 'user',
      targetId: user.id,
      before: { email: address, sms_phone: profile?.smsPhone ?? null, sms_receipts: receipts },
      after: {
        email: address,
        sms_phone: phone,
        sms_receipts: phone === null ? false : receipts,
        ...(phone === null ? { sms_alerts_off: alertsOff } : {}),
      },
    };
    return { result: address, audit };
  });
}
