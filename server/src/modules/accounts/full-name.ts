import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * A name typed in one field, as the profile keeps it: the first word is the first name, the rest the
 * last name ("Musu Kollie Sirleaf": Musu, Kollie Sirleaf); one word is a first name alone.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The account's name becomes `fullName` (the apply step's field; the profile form has two). */
export async function setFullName(db: Db, userId: number, fullName: string): Promise<void> {
  await db.update(users).set(splitFullName(fullName)).where(eq(users.id, userId));
}
