import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionPlans } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { type Actor, auditedChange } from '../staff-audit';
import type { PlanRow } from './subscription.repository';

/** Every plan, offered or not, cheapest first: the console's Settings and `list-plans`. */
export const listAllPlans = (db: Db): Promise<PlanRow[]> =>
  db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.amount), asc(subscriptionPlans.id));

const planName = (name: string) => {
  const clean = name.trim().toLowerCase();
  if (!clean) throw badRequest('The plan needs a name.');
  return clean;
};
// Kept in cents: 0.004 would be stored as 0.00, which the table refuses.
const planAmount = (value: number) => {
  const amount = Math.round(value * 100) / 100;
  if (!Number.isFinite(amount) || amount <= 0) throw badRequest('The amount must be a number above 0.');
  return amount;
};
const planDays = (days: number) => {
  if (!Number.isInteger(days) || days <= 0) throw badRequest('The duration must be a whole number of days above 0.');
  return days;
};

/** Refuses a name another company plan has (`except`: the plan being renamed). */
async function checkNameFree(db: Db, name: string, except?: number): Promise<void> {
  const existing = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.name, name), eq(subscriptionPlans.userType, 'company')));
  if (existing.some((row) => row.id !== except)) throw badRequest(`A plan named ${name} already exists.`);
}

/** A plan as its audit rows show it. */
const planAuditValues = (row: PlanRow) => ({
  name: row.name,
  amount: row.amount,
  duration_days: row.durationDays,
  description: row.description,
  is_active: row.isActive,
});

export type NewPlan = { name: string; amount: number; days?: number | undefined; description?: string | undefined };

/** Adds a company plan (30 days unless given), audited as 'plan.add'. */
export async function addPlan(db: Db, actor: Actor, input: NewPlan): Promise<PlanRow> {
  const name = planName(input.name);
  const amount = planAmount(input.amount);
  const durationDays = planDays(input.days ?? 30);
  return auditedChange(db, actor, async (tx) => {
    await checkNameFree(tx, name);
    const [row] = await tx
      .insert(subscriptionPlans)
      .values({ name, amount, durationDays, description: input.description ?? '' })
      .returning();
    if (!row) throw new Error('insert returned no plan');
    return {
      result: row,
      audit: { action: 'plan.add', targetType: 'plan', targetId: row.id, after: planAuditValues(row) },
    };
  });
}

/** The plan, locked until the transaction ends, so two edits at once record true before/after values. */
async function lockPlan(db: Db, id: number): Promise<PlanRow> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).for('update');
  if (!row) throw badRequest(`No plan with the id ${id}.`);
  return row;
}

export type PlanChanges = {
  name?: string | undefined;
  amount?: number | undefined;
  days?: number | undefined;
  description?: string | undefined;
};

/**
 * Changes what a plan costs, lasts or is called, audited as 'plan.edit' (nothing is recorded when it
 * keeps the values it had). Existing subscriptions and payments keep pointing at it: a payment keeps
 * the amount it was made for; a new price applies to the next confirmation.
 */
export async function editPlan(db: Db, actor: Actor, id: number, changes: PlanChanges): Promise<PlanRow> {
  return auditedChange(db, actor, async (tx) => {
    const before = await lockPlan(tx, id);
    const values = {
      ...(changes.name === undefined ? {} : { name: planName(changes.name) }),
      ...(changes.amount === undefined ? {} : { amount: planAmount(changes.amount) }),
      ...(changes.days === undefined ? {} : { durationDays: planDays(changes.days) }),
      ...(changes.description === undefined ? {} : { description: changes.description.trim() }),
    };
    if (Object.keys(values).length === 0) return { result: before, audit: null };
    if (values.name) await checkNameFree(tx, values.name, id);
    const [after] = await tx.update(subscriptionPlans).set(values).where(eq(subscriptionPlans.id, id)).returning();
    if (!after) throw new Error('plan vanished inside its transaction');
    const audit = { before: planAuditValues(before), after: planAuditValues(after) };
    const same = JSON.stringify(audit.before) === JSON.stringify(audit.after);
    return { result: after, audit: same ? null : { action: 'plan.edit', targetType: 'plan', targetId: id, ...audit } };
  });
}

/**
 * Offers a plan to companies again, or stops offering it ('plan.reactivate', 'plan.deactivate'; setting
 * what already is records nothing); its subscriptions and payments stay as they are.
 */
export async function setPlanActive(db: Db, actor: Actor, id: number, isActive: boolean): Promise<PlanRow> {
  return auditedChange(db, actor, async (tx) => {
    const before = await lockPlan(tx, id);
    const [after] = await tx
      .update(subscriptionPlans)
      .set({ isActive })
      .where(eq(subscriptionPlans.id, id))
      .returning();
    if (!after) throw new Error('plan vanished inside its transaction');
    return { result: after, audit: offerAudit('plan', before, after, { name: before.name }, { name: after.name }) };
  });
}

/** A plan named on the command line: by its name or its id. */
export async function planIdOf(db: Db, nameOrId: string): Promise<number> {
  const byName = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.name, nameOrId.trim().toLowerCase()), eq(subscriptionPlans.userType, 'company')));
  const id = byName[0]?.id ?? (/^\d{1,9}$/.test(nameOrId) ? Number(nameOrId) : undefined);
  if (id === undefined) throw badRequest(`No plan named ${nameOrId}.`);
  return id;
}

/** The audit row of offering a plan or a provider again, or no longer; null when it already was so. */
export function offerAudit(
  targetType: 'plan' | 'provider',
  before: { id: number; isActive: boolean },
  after: { isActive: boolean },
  namedBefore: object,
  namedAfter: object,
) {
  if (before.isActive === after.isActive) return null;
  return {
    action: `${targetType}.${after.isActive ? 'reactivate' : 'deactivate'}`,
    targetType,
    targetId: before.id,
    before: { ...namedBefore, is_active: before.isActive },
    after: { ...namedAfter, is_active: after.isActive },
  };
}
