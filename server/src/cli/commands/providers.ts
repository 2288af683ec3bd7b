import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentProviders } from '../../db/schema';
import { recordCliAction } from '../../modules/staff-audit';
import { type Command, CliError, insertOne, listCommand, nameTaken, offerCommands, usageError } from '../command';

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
    const provider = await db.transaction(async (tx) => {
      const row = await addProvider(tx, { name, instructions: instructions.join(' ') });
      const after = { provider: row.provider, instructions: row.instructions };
      await recordCliAction(tx, { action: 'provider.add', targetType: 'provider', targetId: row.id, after });
      return row;
    });
    out(`Added provider ${formatProvider(provider)}`);
  },
};

/** Offers a provider to companies again, or stops offering it; payments made through it keep its name. */
export async function setProviderActive(
  db: Db,
  id: number,
  isActive: boolean,
): Promise<{ before: Provider; after: Provider }> {
  const [before] = await db.select().from(paymentProviders).where(eq(paymentProviders.id, id)).for('update');
  if (!before) throw new CliError(`No payment provider with the id ${id}.`);
  const [after] = await db.update(paymentProviders).set({ isActive }).where(eq(paymentProviders.id, id)).returning();
  if (!after) throw new Error('provider vanished inside its transaction');
  return { before, after };
}

/** A provider named on the command line: its name in any case, or its id. */
async function providerIdOf(db: Db, nameOrId: string): Promise<number> {
  const [byName] = await db
    .select({ id: paymentProviders.id })
    .from(paymentProviders)
    .where(sql`lower(${paymentProviders.provider}) = ${nameOrId.trim().toLowerCase()}`);
  const id = byName?.id ?? (/^\d{1,9}$/.test(nameOrId) ? Number(nameOrId) : undefined);
  if (id === undefined) throw new CliError(`No payment provider named ${nameOrId}.`);
  return id;
}

const providerOffer = offerCommands({
  noun: 'provider',
  summaries: {
    reactivate: 'Offer a deactivated payment provider to companies again.',
    deactivate: 'Stop offering a payment provider; payments made through it keep it.',
  },
  idOf: providerIdOf,
  setActive: setProviderActive,
  named: (row) => ({ provider: row.provider }),
  format: formatProvider,
});
export const deactivateProviderCommand = providerOffer.deactivate;
export const reactivateProviderCommand = providerOffer.reactivate;
