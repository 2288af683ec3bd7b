import { normalisePhone } from '@lj/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobAlerts, jobSeekerProfiles, users } from '../../db/schema';
import { recordCliAction } from '../../modules/staff-audit';
import { type Command, CliError, usageError } from '../command';

const USAGE = 'set-sms-phone <email> <number|none>';

/**
 * Sets a seeker's SMS number as confirmed, for a seeker who confirmed it to staff another way (the
 * profile's code is the usual way); `none` removes it and turns their SMS alerts and receipts off.
 */
export async function setSmsPhone(db: Db, email: string, phone: string | null): Promise<string> {
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.email, address));
  if (!user) throw new CliError(`No user with the e-mail ${address}.`);
  if (user.userType !== 'job_seeker') throw new CliError(`${address} is not a job seeker: only job seekers get SMS.`);
  await db.transaction(async (tx) => {
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
    await recordCliAction(tx, {
      action: 'user.sms_phone',
      targetType: 'user',
      targetId: user.id,
      before: { email: address, sms_phone: profile?.smsPhone ?? null, sms_receipts: profile?.smsReceipts ?? false },
      after: {
        email: address,
        sms_phone: phone,
        sms_receipts: phone === null ? false : (profile?.smsReceipts ?? false),
        ...(phone === null ? { sms_alerts_off: alertsOff } : {}),
      },
    });
  });
  return phone === null ? `${address} has no SMS number now; SMS to them are off.` : `${address} gets SMS at ${phone}.`;
}

export const setSmsPhoneCommand: Command = {
  name: 'set-sms-phone',
  usage: USAGE,
  summary: "Set a job seeker's confirmed SMS number (none: remove it and turn their SMS off).",
  async run({ args, db, out }) {
    const [email, phone] = args;
    if (!email || !phone || args.length !== 2) throw usageError(USAGE);
    if (phone === 'none') {
      out(await setSmsPhone(db, email, null));
      return;
    }
    // Read as the profile's SMS card reads it: a Liberian number written locally, or any E.164.
    const checked = normalisePhone(phone);
    if ('error' in checked) throw new CliError(`${phone}: ${checked.error}`);
    out(await setSmsPhone(db, email, checked.phone));
  },
};
