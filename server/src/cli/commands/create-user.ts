import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, jobSeekerProfiles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { recordCliAction } from '../../modules/staff-audit';
import { type Command, CliError, usageError } from '../command';

const accountTypes = ['job_seeker', 'company', 'staff'] as const;
export type AccountType = (typeof accountTypes)[number];

export type NewUser = { email: string; type: AccountType; password: string; name?: string | undefined };

/**
 * Creates an account with what the web app expects beside it: a profile (job seeker) or a company,
 * and its 'user.create' audit row (marked as the command line's), all in one transaction.
 */
export async function createUser(db: Db, input: NewUser): Promise<{ id: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new CliError(`Not a valid e-mail address: ${input.email}`);
  if (input.password.length < 8) throw new CliError('The password must be at least 8 characters long.');
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing.length > 0) throw new CliError(`A user with the e-mail ${email} already exists.`);

  const name = input.name?.trim() ?? '';
  const [firstName = '', ...rest] = input.type === 'company' ? [] : name.split(/\s+/);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
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
    await recordCliAction(tx, {
      action: 'user.create',
      targetType: 'user',
      targetId: user.id,
      after: { email: user.email, user_type: input.type, is_staff: user.isStaff },
    });
    return { id: user.id, email: user.email };
  });
}

const isAccountType = (value: string | undefined): value is AccountType =>
  (accountTypes as readonly string[]).includes(value ?? '');

export const createUserCommand: Command = {
  name: 'create-user',
  usage: `create-user <email> <${accountTypes.join('|')}> [--name "Name"]`,
  summary: 'Create an account; the password is read from stdin when piped, else asked twice.',
  readsPassword: true,
  async run({ args, options, db, out, readPassword }) {
    const [email, type] = args;
    if (!email || !isAccountType(type) || args.length !== 2) throw usageError(this.usage);
    const password = await readPassword();
    const user = await createUser(db, { email, type, password, name: options.name });
    out(`Created ${type} ${user.email} (id ${user.id}).`);
  },
};
