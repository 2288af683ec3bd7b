import { type UserRole, userRoles } from '@lj/contract';
import { changeUserRole, roleName, userIdByEmail } from '../../modules/staff-users';
import { type Command, CliError, usageError } from '../command';

const isRole = (value: string | undefined): value is UserRole => (userRoles as readonly string[]).includes(value ?? '');

/**
 * The staff console's role change, by e-mail: same refusals (the last staff account keeps its role
 * too), same end of every sign-in, same 'user.role' audit row (naming the command line, not a staff
 * account). A company row's logo file goes once the change has committed.
 */
export const setRoleCommand: Command = {
  name: 'set-role',
  usage: `set-role <email> <${userRoles.join('|')}>`,
  summary: 'Give an account another role; every sign-in of it ends.',
  async run({ args, db, actor, out, services }) {
    const [email, role] = args;
    if (!email || !isRole(role) || args.length !== 2) throw usageError(this.usage);
    const address = email.trim().toLowerCase();
    const id = await userIdByEmail(db, address);
    if (id === null) throw new CliError(`No user with the e-mail ${address}.`);
    const change = await changeUserRole(db, actor, { id, role }, services.removeMedia);
    out(
      change.changed
        ? `${address} is now a ${roleName[role]}; ${change.endedSessions} sign-in(s) ended.`
        : `${address} is already a ${roleName[role]}.`,
    );
  },
};
