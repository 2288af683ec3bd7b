import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionPlans } from '../../db/schema';
import { recordCliAction } from '../../modules/staff-audit';
import { type Command, CliError, insertOne, listCommand, offerCommands, usageError } from '../command';

export type Plan = typeof subscriptionPlans.$inferSelect;

export const listPlans = (db: Db): Promise<Plan[]> =>
  db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.amount), asc(subscriptionPlans.id));

const planName = (name: string) => {
  const clean = name.trim().toLowerCase();
  if (!clean) throw new CliError('The plan needs a name.');
  return clean;
};
// Kept in cents: 0.004 would be stored as 0.00, which the table refuses.
const planAmount = (value: number) => {
  const amount = Math.round(value * 100) / 100;
  if (!Number.isFinite(amount) || amount <= 0) throw new CliError('The amount must be a number above 0.');
  return amount;
};
const planDays = (days: number) => {
  if (!Number.isInteger(days) || days <= 0) throw new CliError('The duration must be a whole number of days above 0.');
  return days;
};

/** Refuses a name another company plan has (`except`: the plan being renamed). */
async function checkNameFree(db: Db, name: string, except?: number): Promise<void> {
  const existing = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.name, name), eq(subscriptionPlans.userType, 'company')));
  if (existing.some((row) => row.id !== except)) throw new CliError(`A plan named ${name} already exists.`);
}

export async function addPlan(
  db: Db,
  input: { name: string; amount: number; days?: number; description?: string },
): Promise<Plan> {
  const name = planName(input.name);
  const amount = planAmount(input.amount);
  const durationDays = planDays(input.days ?? 30);
  await checkNameFree(db, name);
  return insertOne(db, subscriptionPlans, { name, amount, durationDays, description: input.description ?? '' });
}

export type PlanChanges = { name?: string; amount?: number; days?: number; description?: string };

/** The plan, locked until the transaction ends, so two edits at once record true before/after values. */
async function lockPlan(db: Db, id: number): Promise<Plan> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).for('update');
  if (!row) throw new CliError(`No plan with the id ${id}.`);
  return row;
}

/**
 * Changes what a plan costs, lasts or is called. Existing subscriptions and payments keep pointing at
 * it: a payment keeps the amount it was made for; a new price applies to the next confirmation.
 */
export async function editPlan(db: Db, id: number, changes: PlanChanges): Promise<{ before: Plan; after: Plan }> {
  const before = await lockPlan(db, id);
  const values = {
    ...(changes.name === undefined ? {} : { name: planName(changes.name) }),
    ...(changes.amount === undefined ? {} : { amount: planAmount(changes.amount) }),
    ...(changes.days === undefined ? {} : { durationDays: planDays(changes.days) }),
    ...(changes.description === undefined ? {} : { description: changes.description.trim() }),
  };
  if (Object.keys(values).length === 0) return { before, after: before };
  if (values.name) await checkNameFree(db, values.name, id);
  const [after] = await db.update(subscriptionPlans).set(values).where(eq(subscriptionPlans.id, id)).returning();
  if (!after) throw new Error('plan vanished inside its transaction');
  return { before, after };
}

/** Offers a plan to companies again, or stops offering it; its subscriptions and payments stay as they are. */
export async function setPlanActive(db: Db, id: number, isActive: boolean): Promise<{ before: Plan; after: Plan }> {
  const before = await lockPlan(db, id);
  const [after] = await db.update(subscriptionPlans).set({ isActive }).where(eq(subscriptionPlans.id, id)).returning();
  if (!after) throw new Error('plan vanished inside its transaction');
  return { before, after };
}

/** A plan named on the command line: by its id or its name. */
export async function planIdOf(db: Db, nameOrId: string): Promise<number> {
  const byName = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.name, nameOrId.trim().toLowerCase()), eq(subscriptionPlans.userType, 'company')));
  const id = byName[0]?.id ?? (/^\d{1,9}$/.test(nameOrId) ? Number(nameOrId) : undefined);
  if (id === undefined) throw new CliError(`No plan named ${nameOrId}.`);
  return id;
}

/** A plan as its audit rows show it (the console's Settings section records the same values). */
export const planAuditValues = (row: Plan) => ({
  name: row.name,
  amount: row.amount,
  duration_days: row.durationDays,
  description: row.description,
  is_active: row.isActive,
});

export const formatPlan = (plan: Plan) =>
  `${plan.id}  ${plan.name}  ${plan.currency} ${plan.amount.toFixed(2)} / ${plan.durationDays} days${plan.isActive ? '' : '  (inactive)'}  ${plan.description}`.trimEnd();

export const listPlansCommand = listCommand({
  name: 'list-plans',
  summary: 'List the subscription plans.',
  empty: 'No subscription plans.',
  list: listPlans,
  format: formatPlan,
});

export const addPlanCommand: Command = {
  name: 'add-plan',
  usage: 'add-plan <name> <amountUSD> [days] [description]',
  summary: 'Add a subscription plan (30 days unless given).',
  async run({ args, db, out }) {
    const [name, amount, days, ...description] = args;
    if (!name || !amount) throw usageError(this.usage);
    const plan = await db.transaction(async (tx) => {
      const row = await addPlan(tx, {
        name,
        amount: Number(amount),
        days: days === undefined ? 30 : Number(days),
        description: description.join(' '),
      });
      await recordCliAction(tx, {
        action: 'plan.add',
        targetType: 'plan',
        targetId: row.id,
        after: planAuditValues(row),
      });
      return row;
    });
    out(`Added plan ${formatPlan(plan)}`);
  },
};

const planFields = { name: 'name', amount: 'amount', days: 'days', description: 'description' } as const;

export const editPlanCommand: Command = {
  name: 'edit-plan',
  usage: 'edit-plan <name|id> <name|amount|days|description> <value>',
  summary: "Change a plan's name, price (USD), days or description; subscriptions keep their plan.",
  async run({ args, db, out }) {
    const [plan, field, ...value] = args;
    const key = planFields[field as keyof typeof planFields];
    if (!plan || !key || value.length === 0) throw usageError(this.usage);
    const text = value.join(' ');
    const changes: PlanChanges = key === 'amount' || key === 'days' ? { [key]: Number(text) } : { [key]: text };
    const id = await planIdOf(db, plan);
    const { after } = await db.transaction(async (tx) => {
      const edit = await editPlan(tx, id, changes);
      const [before, after] = [planAuditValues(edit.before), planAuditValues(edit.after)];
      // The values it already had: nothing to record.
      if (JSON.stringify(before) !== JSON.stringify(after))
        await recordCliAction(tx, { action: 'plan.edit', targetType: 'plan', targetId: id, before, after });
      return edit;
    });
    out(`Changed plan ${formatPlan(after)}`);
  },
};

const planOffer = offerCommands({
  noun: 'plan',
  summaries: {
    reactivate: 'Offer a deactivated plan to companies again.',
    deactivate: 'Stop offering a plan to companies; its subscriptions and payments keep it.',
  },
  idOf: planIdOf,
  setActive: setPlanActive,
  named: (row) => ({ name: row.name }),
  format: formatPlan,
});
export const deactivatePlanCommand = planOffer.deactivate;
export const reactivatePlanCommand = planOffer.reactivate;
