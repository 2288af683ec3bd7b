import { type AccountType, accountTypes, createAccount } from '../../modules/staff-users';
import { type Command, usageError } from '../command';

const isAccountType = (value: string | undefined): value is AccountType =>
  (accountTypes as readonly string[]).includes(value ?? '');

export const createUserCommand: Command = {
  name: 'create-user',
  usage: `create-user <email> <${accountTypes.join('|')}> [--name "Name"]`,
  summary: 'Create an account; the password is read from stdin when piped, else asked twice.',
  readsPassword: true,
  async run({ args, options, db, actor, out, readPassword }) {
    const [email, type] = args;
    if (!email || !isAccountType(type) || args.length !== 2) throw usageError(this.usage);
    const password = await readPassword();
    const user = await createAccount(db, actor, { email, type, password, name: options.name });
    out(`Created ${type} ${user.email} (id ${user.id}).`);
  },
};
