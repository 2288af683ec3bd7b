import { userRoles, type UserRole } from '@lj/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { recordCliAction } from '../../modules/staff-audit';
import { changeRole, roleAuditValues, roleName } from '../../modules/staff-users';
import { type Command, CliError, type CommandServices, usageError } from '../command';

const isRole = (value: string | undefined): value is UserRole => (userRoles as readonly string[]).includes(value ?? '');

/**
 * The staff console's role change (modules/staff-users), by e-mail: same refusals (the last staff
 * account keeps its role too), same end of every sign-in, and the console's 'user.role' audit row in
 * the same transaction, marked as the command line's (it names no staff account: the operator at the
 * machine has none). A company row's logo file goes once the change has committed.
 */
export async function setRole(
  db: Db,
  email: string,
  role: UserRole,
  removeMedia: CommandServices['removeMedia'],
): Promise<string> {
  const address = email.trim().toLowerCase();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
  if (!user) throw new CliError(`No user with the e-mail ${address}.`);
  const change = await db.transaction(async (tx) => {
    const result = await changeRole(tx, user.id, role);
    if (result?.changed)
      await recordCliAction(tx, {
        action: 'user.role',
        targetType: 'user',
        targetId: user.id,
        ...roleAuditValues(result),
      });
    return result;
  });
  if (!change) throw new CliError(`No user with the e-mail ${address}.`);
  if (!change.changed && change.refusal) throw new CliError(change.refusal);
  if (!change.changed) return `${address} is already a ${roleName[role]}.`;
  for (const key of change.removedFiles) await removeMedia(key);
  return `${address} is now a ${roleName[role]}; ${change.endedSessions} sign-in(s) ended.`;
}

export const setRoleCommand: Command = {
  name: 'set-role',
  usage: `set-role <email> <${userRoles.join('|')}>`,
  summary: 'Give an account another role; every sign-in of it ends.',
  async run({ args, db, out, services }) {
    const [email, role] = args;
    if (!email || !isRole(role) || args.length !== 2) throw usageError(this.usage);
    out(await setRole(db, email, role, services.removeMedia));
  },
};
