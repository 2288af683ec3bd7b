import { normalisePhone } from '@lj/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, jobSeekerProfiles } from '../../db/schema';
import { companySmsPhone, setPhoneNumber, smsState } from './sms-phone.repository';

/**
 * Whose number a code confirms: a seeker's profile number or a company's contact phone. The code, its
 * limits and its tries are the same for both (confirmation.ts, code-routes.ts); only where the number
 * lives differs (docs/decisions/0093-sms-news.md).
 */
export type PhoneHolder = {
  /** The account's number ('' when none) and whether SMS go to it. */
  read(db: Db, userId: number): Promise<{ phoneNumber: string; phoneConfirmed: boolean }>;
  /** A code is asked for `phone`: it becomes the account's number, and a different one loses its confirmation. */
  setNumber(db: Db, userId: number, phone: string): Promise<unknown>;
  /** The code was right: `phone` is confirmed while it is still the account's number; false otherwise. */
  markConfirmed(db: Db, userId: number, phone: string): Promise<boolean>;
};

export const seekerPhone: PhoneHolder = {
  read: smsState,
  setNumber: setPhoneNumber,
  async markConfirmed(db, userId, phone) {
    // Typing the code is choosing SMS for this number: news of the applications' status comes with it.
    const confirmed = await db
      .update(jobSeekerProfiles)
      .set({ phoneConfirmedAt: sql`now()`, smsStatusNews: true, updatedAt: sql`now()` })
      .where(and(eq(jobSeekerProfiles.userId, userId), eq(jobSeekerProfiles.phoneNumber, phone)))
      .returning({ userId: jobSeekerProfiles.userId });
    return confirmed.length > 0;
  },
};

/**
 * The company's contact phone as `typed` (the profile form, or E.164 from a code request), as the
 * columns to set: the number as typed, unless it is the stored number written another way (then it
 * stays as stored); the confirmation holds only while the number stays the same. The one way a
 * company's number changes.
 */
export function companyPhoneValues(typed: string) {
  const written = normalisePhone(typed);
  const same = 'phone' in written ? written.phone : typed;
  return {
    contactPhone: sql<string>`case when ${companies.contactPhone} = ${same} then ${companies.contactPhone} else ${typed} end`,
    contactPhoneConfirmedAt: sql<Date | null>`case when ${companies.contactPhone} = ${same}
      then ${companies.contactPhoneConfirmedAt} end`,
  };
}

export const companyPhone: PhoneHolder = {
  async read(db, userId) {
    const [row] = await db
      .select({ phoneNumber: companies.contactPhone, smsPhone: companySmsPhone })
      .from(companies)
      .where(eq(companies.userId, userId));
    return { phoneNumber: row?.phoneNumber ?? '', phoneConfirmed: Boolean(row?.smsPhone) };
  },
  async setNumber(db, userId, phone) {
    await db.update(companies).set(companyPhoneValues(phone)).where(eq(companies.userId, userId));
  },
  async markConfirmed(db, userId, phone) {
    const confirmed = await db
      .update(companies)
      .set({ contactPhoneConfirmedAt: sql`now()` })
      .where(and(eq(companies.userId, userId), eq(companies.contactPhone, phone)))
      .returning({ id: companies.id });
    return confirmed.length > 0;
  },
};
