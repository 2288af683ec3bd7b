import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentProviders } from '../../db/schema';
import { type Command, CliError, insertOne, listCommand, nameTaken, usageError } from '../command';

export type Provider = typeof paymentProviders.$inferSelect;

export const listProviders = (db: Db): Promise<Provider[]> =>
  db.select().from(paymentProviders).orderBy(asc(paymentProviders.id));

export async function addProvider(db: Db, input: { name: string; instructions?: string }): Promise<Provider> {
  const name = input.name.trim();
  if (!name) throw new CliError('The provider needs a name.');
  if (await nameTaken(db, paymentProviders.provider, name))
    throw new CliError(`A provider named ${name} already exists.`);
  return insertOne(db, paymentProviders, { provider: name, instructions: input.instructions ?? '' });
}

const formatProvider = (provider: Provider) =>
  `${provider.id}  ${provider.provider}${provider.isActive ? '' : '  (inactive)'}  ${provider.instructions}`.trimEnd();

export const listProvidersCommand = listCommand({
  name: 'list-providers',
  summary: 'List the payment providers.',
  empty: 'No payment providers.',
  list: listProviders,
  format: formatProvider,
});

export const addProviderCommand: Command = {
  name: 'add-provider',
  usage: 'add-provider <name> [instructions]',
  summary: 'Add a payment provider with its paying instructions.',
  async run({ args, db, out }) {
    const [name, ...instructions] = args;
    if (!name) throw usageError(this.usage);
    const provider = await addProvider(db, { name, instructions: instructions.join(' ') });
    out(`Added provider ${formatProvider(provider)}`);
  },
};
