import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionPlans } from '../../db/schema';
import { type Command, CliError, insertOne, listCommand, usageError } from '../command';

export type Plan = typeof subscriptionPlans.$inferSelect;

export const listPlans = (db: Db): Promise<Plan[]> =>
  db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.amount), asc(subscriptionPlans.id));

export async function addPlan(
  db: Db,
  input: { name: string; amount: number; days?: number; description?: string },
): Promise<Plan> {
  const name = input.name.trim().toLowerCase();
  const days = input.days ?? 30;
  if (!name) throw new CliError('The plan needs a name.');
  // Kept in cents: 0.004 would be stored as 0.00, which the table refuses.
  const amount = Math.round(input.amount * 100) / 100;
  if (!Number.isFinite(amount) || amount <= 0) throw new CliError('The amount must be a number above 0.');
  if (!Number.isInteger(days) || days <= 0) throw new CliError('The duration must be a whole number of days above 0.');
  const existing = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.name, name), eq(subscriptionPlans.userType, 'company')));
  if (existing.length > 0) throw new CliError(`A plan named ${name} already exists.`);
  return insertOne(db, subscriptionPlans, {
    name,
    amount,
    durationDays: days,
    description: input.description ?? '',
  });
}

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
    const plan = await addPlan(db, {
      name,
      amount: Number(amount),
      days: days === undefined ? 30 : Number(days),
      description: description.join(' '),
    });
    out(`Added plan ${formatPlan(plan)}`);
  },
};
