import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSeekerProfiles, users } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { type Actor, auditedChange } from '../staff-audit';
import { seekerPhone } from './phone-holders';
import { setPhoneNumber, smsPhone, unconfirmPhone } from './sms-phone.repository';

/**
 * Sets a seeker's phone number as confirmed, for a seeker who confirmed it to staff another way (the
 * profile's code is the usual way): it becomes the profile's number, as if they had typed its code. null
 * ends the confirmation (the number stays on the profile) and turns their SMS alerts and receipts off.
 * Audited as 'user.sms_phone' (`sms_phone`: where SMS go, the confirmed number or null). Answers the
 * seeker's address as stored.
 */
export async function setConfirmedSmsPhone(db: Db, actor: Actor, email: string, phone: string | null): Promise<string> {
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.email, address));
  if (!user) throw badRequest(`No user with the e-mail ${address}.`);
  if (user.userType !== 'job_seeker') throw badRequest(`${address} is not a job seeker: only job seekers get SMS.`);
  const stateOf = async (tx: Db) => {
    const [profile] = await tx
      .select({ phoneNumber: jobSeekerProfiles.phoneNumber, smsPhone, smsReceipts: jobSeekerProfiles.smsReceipts })
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.userId, user.id));
    return {
      email: address,
      phone_number: profile?.phoneNumber ?? '',
      sms_phone: profile?.smsPhone ?? null,
      sms_receipts: profile?.smsReceipts ?? false,
    };
  };
  return auditedChange(db, actor, async (tx) => {
    await tx.insert(jobSeekerProfiles).values({ userId: user.id }).onConflictDoNothing();
    await tx.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, user.id)).for('update');
    const before = await stateOf(tx);
    let alertsOff = 0;
    if (phone === null) {
      alertsOff = await unconfirmPhone(tx, user.id);
    } else {
      await setPhoneNumber(tx, user.id, phone);
      await seekerPhone.markConfirmed(tx, user.id, phone);
    }
    const after = { ...(await stateOf(tx)), ...(phone === null ? { sms_alerts_off: alertsOff } : {}) };
    return {
      result: address,
      audit: { action: 'user.sms_phone', targetType: 'user', targetId: user.id, before, after },
    };
  });
}
