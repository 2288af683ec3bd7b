import { userRoles, type UserRole } from '@lj/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { changeRole, roleName } from '../../modules/staff-users';
import { type Command, CliError, usageError } from '../command';

const isRole = (value: string | undefined): value is UserRole => (userRoles as readonly string[]).includes(value ?? '');

/**
 * The staff console's role change (modules/staff-users), by e-mail: same refusals, same end of every
 * sign-in. No audit row: the log names a staff account, and the operator at the machine has none.
 */
export async function setRole(db: Db, email: string, role: UserRole): Promise<string> {
  const address = email.trim().toLowerCase();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
  if (!user) throw new CliError(`No user with the e-mail ${address}.`);
  const change = await db.transaction((tx) => changeRole(tx, user.id, role));
  if (!change) throw new CliError(`No user with the e-mail ${address}.`);
  if (!change.changed && change.refusal) throw new CliError(change.refusal);
  return change.changed
    ? `${address} is now a ${roleName[role]}; ${change.endedSessions} sign-in(s) ended.`
    : `${address} is already a ${roleName[role]}.`;
}

export const setRoleCommand: Command = {
  name: 'set-role',
  usage: `set-role <email> <${userRoles.join('|')}>`,
  summary: 'Give an account another role; every sign-in of it ends.',
  async run({ args, db, out }) {
    const [email, role] = args;
    if (!email || !isRole(role) || args.length !== 2) throw usageError(this.usage);
    out(await setRole(db, email, role));
  },
};
