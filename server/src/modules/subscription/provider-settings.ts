import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentProviders } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { type Actor, auditedChange } from '../staff-audit';
import { offerAudit } from './plan-settings';
import type { ProviderRow } from './subscription.repository';

/** Every payment provider, offered or not: the console's Settings and `list-providers`. */
export const listAllProviders = (db: Db): Promise<ProviderRow[]> =>
  db.select().from(paymentProviders).orderBy(asc(paymentProviders.id));

const byName = (name: string) => sql`lower(${paymentProviders.provider}) = ${name.trim().toLowerCase()}`;

/** Adds a payment provider with its paying instructions, audited as 'provider.add'; names are unique in any case. */
export async function addProvider(db: Db, actor: Actor, input: { name: string; instructions?: string | undefined }) {
  const name = input.name.trim();
  if (!name) throw badRequest('The provider needs a name.');
  return auditedChange(db, actor, async (tx) => {
    const [taken] = await tx.select({ id: paymentProviders.id }).from(paymentProviders).where(byName(name));
    if (taken) throw badRequest(`A provider named ${name} already exists.`);
    const [row] = await tx
      .insert(paymentProviders)
      .values({ provider: name, instructions: input.instructions ?? '' })
      .returning();
    if (!row) throw new Error('insert returned no provider');
    const after = { provider: row.provider, instructions: row.instructions };
    return { result: row, audit: { action: 'provider.add', targetType: 'provider', targetId: row.id, after } };
  });
}

/**
 * Changes what a company reads before paying through the provider (a new merchant number, say),
 * audited as 'provider.edit' with both texts; nothing is recorded when it stays the same.
 */
export async function editProviderInstructions(db: Db, actor: Actor, id: number, instructions: string) {
  return auditedChange(db, actor, async (tx) => {
    const [before] = await tx.select().from(paymentProviders).where(eq(paymentProviders.id, id)).for('update');
    if (!before) throw badRequest(`No payment provider with the id ${id}.`);
    const text = instructions.trim();
    if (text === before.instructions) return { result: before, audit: null };
    const [after] = await tx
      .update(paymentProviders)
      .set({ instructions: text })
      .where(eq(paymentProviders.id, id))
      .returning();
    if (!after) throw new Error('provider vanished inside its transaction');
    const audit = {
      action: 'provider.edit',
      targetType: 'provider',
      targetId: id,
      before: { provider: before.provider, instructions: before.instructions },
      after: { provider: after.provider, instructions: after.instructions },
    };
    return { result: after, audit };
  });
}

/**
 * Offers a provider to companies again, or stops offering it ('provider.reactivate', 'provider.deactivate';
 * setting what already is records nothing); payments made through it keep its name.
 */
export async function setProviderActive(db: Db, actor: Actor, id: number, isActive: boolean): Promise<ProviderRow> {
  return auditedChange(db, actor, async (tx) => {
    const [before] = await tx.select().from(paymentProviders).where(eq(paymentProviders.id, id)).for('update');
    if (!before) throw badRequest(`No payment provider with the id ${id}.`);
    const [after] = await tx.update(paymentProviders).set({ isActive }).where(eq(paymentProviders.id, id)).returning();
    if (!after) throw new Error('provider vanished inside its transaction');
    const audit = offerAudit('provider', before, after, { provider: before.provider }, { provider: after.provider });
    return { result: after, audit };
  });
}

/** A provider named on the command line: its name in any case, or its id. */
export async function providerIdOf(db: Db, nameOrId: string): Promise<number> {
  const [found] = await db.select({ id: paymentProviders.id }).from(paymentProviders).where(byName(nameOrId));
  const id = found?.id ?? (/^\d{1,9}$/.test(nameOrId) ? Number(nameOrId) : undefined);
  if (id === undefined) throw badRequest(`No payment provider named ${nameOrId}.`);
  return id;
}
