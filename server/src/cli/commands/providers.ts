import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentProviders } from '../../db/schema';
import { type Command, CliError, usageError } from '../command';

export type Provider = typeof paymentProviders.$inferSelect;

export const listProviders = (db: Db): Promise<Provider[]> =>
  db.select().from(paymentProviders).orderBy(asc(paymentProviders.id));

export async function addProvider(db: Db, input: { name: string; instructions?: string }): Promise<Provider> {
  const name = input.name.trim();
  if (!name) throw new CliError('The provider needs a name.');
  const existing = await db
    .select({ id: paymentProviders.id })
    .from(paymentProviders)
    .where(sql`lower(${paymentProviders.provider}) = ${name.toLowerCase()}`);
  if (existing.length > 0) throw new CliError(`A provider named ${name} already exists.`);
  const [provider] = await db
    .insert(paymentProviders)
    .values({ provider: name, instructions: input.instructions ?? '' })
    .returning();
  if (!provider) throw new Error('insert returned no provider');
  return provider;
}

const formatProvider = (provider: Provider) =>
  `${provider.id}  ${provider.provider}${provider.isActive ? '' : '  (inactive)'}  ${provider.instructions}`.trimEnd();

export const listProvidersCommand: Command = {
  name: 'list-providers',
  usage: 'list-providers',
  summary: 'List the payment providers.',
  async run({ db }) {
    const providers = await listProviders(db);
    if (providers.length === 0) console.log('No payment providers.');
    for (const provider of providers) console.log(formatProvider(provider));
  },
};

export const addProviderCommand: Command = {
  name: 'add-provider',
  usage: 'add-provider <name> [instructions]',
  summary: 'Add a payment provider with its paying instructions.',
  async run({ args, db }) {
    const [name, ...instructions] = args;
    if (!name) throw usageError(this.usage);
    const provider = await addProvider(db, { name, instructions: instructions.join(' ') });
    console.log(`Added provider ${formatProvider(provider)}`);
  },
};
