import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, jobSeekerProfiles, users } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { type Actor, auditedChange } from '../staff-audit';

export const accountTypes = ['job_seeker', 'company', 'staff'] as const;
export type AccountType = (typeof accountTypes)[number];

export type NewAccount = { email: string; type: AccountType; password: string; name?: string | undefined };

/** The account with this address (stored lower-cased), if any. */
export async function userIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row?.id ?? null;
}

/**
 * Creates an account with what the web app expects beside it: a profile (job seeker) or a company,
 * and its 'user.create' audit row (never the password), all in one transaction.
 */
export async function createAccount(db: Db, actor: Actor, input: NewAccount): Promise<{ id: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw badRequest(`Not a valid e-mail address: ${input.email}`);
  if (input.password.length < 8) throw badRequest('The password must be at least 8 characters long.');
  if ((await userIdByEmail(db, email)) !== null) throw badRequest(`A user with the e-mail ${email} already exists.`);

  const name = input.name?.trim() ?? '';
  const [firstName = '', ...rest] = input.type === 'company' ? [] : name.split(/\s+/);
  const passwordHash = await hashPassword(input.password);
  return auditedChange(db, actor, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        userType: input.type,
        isStaff: input.type === 'staff',
        firstName,
        lastName: rest.join(' '),
      })
      .returning({ id: users.id, email: users.email, isStaff: users.isStaff });
    if (!user) throw new Error('insert returned no user');
    if (input.type === 'job_seeker') await tx.insert(jobSeekerProfiles).values({ userId: user.id });
    if (input.type === 'company')
      await tx.insert(companies).values({ userId: user.id, name: name || email, nameChosen: Boolean(name) });
    const after = { email: user.email, user_type: input.type, is_staff: user.isStaff };
    const audit = { action: 'user.create', targetType: 'user', targetId: user.id, after };
    return { result: { id: user.id, email: user.email }, audit };
  });
}
