import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { splitFullName } from './full-name';

/**
 * A job seeker made from a phone (USSD or SMS) has no e-mail and no password: the network's number is
 * who they are. users.email stays required and unique, so such an account holds an address in the
 * reserved `.invalid` domain built from its number, which no mail reaches (lib/mailer.ts) and no
 * password opens (none is set): docs/decisions/0096-phone-only-seekers.md.
 */
const PHONE_ONLY_DOMAIN = '@phone.invalid';

/** The stored address of the phone-only account of an E.164 number. */
export const phoneOnlyEmail = (phone: string): string => `${phone.replace(/^\+/, '')}${PHONE_ONLY_DOMAIN}`;

/** Whether an account's address is a phone-only one (shown as no address at all). */
export const isPhoneOnlyEmail = (email: string): boolean => email.endsWith(PHONE_ONLY_DOMAIN);

/**
 * The phone-only seeker of `phone`, named `fullName`, made now if there is none. Two sessions of one
 * number naming themselves at once make one account: the unique address lets the second insert do
 * nothing, and it reads the first one's. Answers the account's id.
 */
export async function phoneOnlySeeker(db: Db, phone: string, fullName: string): Promise<number> {
  const email = phoneOnlyEmail(phone);
  const [made] = await db
    .insert(users)
    .values({ email, passwordHash: null, userType: 'job_seeker', ...splitFullName(fullName) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (made) return made.id;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) throw new Error('phone-only account neither made nor found');
  return existing.id;
}
