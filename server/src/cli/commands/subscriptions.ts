import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, subscriptionPlans, subscriptions, users } from '../../db/schema';
import { recordCliAction } from '../../modules/staff-audit';
import { type Command, CliError, usageError } from '../command';

const DAY_MS = 24 * 60 * 60 * 1000;

async function companyOf(db: Db, email: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!company) throw new CliError(`No company account with the e-mail ${email}.`);
  return company;
}

/** The named plan, or the cheapest active one: a grant needs a plan, the operator rarely cares which. */
async function planFor(db: Db, name: string | undefined) {
  const [plan] = await db
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.userType, 'company'),
        name ? eq(subscriptionPlans.name, name.trim().toLowerCase()) : eq(subscriptionPlans.isActive, true),
      ),
    )
    .orderBy(asc(subscriptionPlans.amount))
    .limit(1);
  if (!plan)
    throw new CliError(name ? `No plan named ${name}.` : 'There are no subscription plans yet: add one first.');
  return plan;
}

/** The company's subscription row, if any, locked until the transaction ends (true before/after values). */
async function lockSubscription(db: Db, companyId: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).for('update');
  return row;
}

/** A subscription's state as its audit rows show it. */
const subscriptionValues = (row: { planId: number; activeUntil: Date } | undefined) =>
  row ? { plan_id: row.planId, active_until: row.activeUntil.toISOString() } : null;

/**
 * Activates a company's subscription, or extends a running one, by `days` (a free grant: no payment
 * row); audited as 'subscription.grant' in the same transaction.
 */
export async function grantSubscription(db: Db, input: { email: string; days: number; plan?: string | undefined }) {
  if (!Number.isInteger(input.days) || input.days <= 0) throw new CliError('Days must be a whole number above 0.');
  const company = await companyOf(db, input.email);
  const plan = await planFor(db, input.plan);
  return db.transaction(async (tx) => {
    const now = new Date();
    const current = await lockSubscription(tx, company.id);
    const from = current && current.activeUntil > now ? current.activeUntil : now;
    const activeUntil = new Date(from.getTime() + input.days * DAY_MS);
    await tx
      .insert(subscriptions)
      .values({ companyId: company.id, planId: plan.id, activeUntil })
      .onConflictDoUpdate({ target: subscriptions.companyId, set: { planId: plan.id, activeUntil, updatedAt: now } });
    await recordCliAction(tx, {
      action: 'subscription.grant',
      targetType: 'company',
      targetId: company.id,
      before: subscriptionValues(current),
      after: { ...subscriptionValues({ planId: plan.id, activeUntil }), plan: plan.name, days: input.days },
    });
    return { company: company.name, plan: plan.name, activeUntil };
  });
}

/** Ends a company's subscription now; the row stays so its history is kept. Audited as 'subscription.revoke'. */
export async function revokeSubscription(db: Db, email: string) {
  const company = await companyOf(db, email);
  return db.transaction(async (tx) => {
    const now = new Date();
    const current = await lockSubscription(tx, company.id);
    if (!current) throw new CliError(`${company.name} has no subscription.`);
    await tx.update(subscriptions).set({ activeUntil: now, updatedAt: now }).where(eq(subscriptions.id, current.id));
    await recordCliAction(tx, {
      action: 'subscription.revoke',
      targetType: 'company',
      targetId: company.id,
      before: subscriptionValues(current),
      after: subscriptionValues({ planId: current.planId, activeUntil: now }),
    });
    return { company: company.name, activeUntil: now };
  });
}

export const grantSubscriptionCommand: Command = {
  name: 'grant-subscription',
  usage: 'grant-subscription <company-email> <days> [plan]',
  summary: "Activate or extend a company's subscription without a payment.",
  async run({ args, db, out }) {
    const [email, days, plan] = args;
    if (!email || !days || args.length > 3) throw usageError(this.usage);
    const granted = await grantSubscription(db, { email, days: Number(days), plan });
    out(`${granted.company}: ${granted.plan} plan active until ${granted.activeUntil.toISOString()}`);
  },
};

export const revokeSubscriptionCommand: Command = {
  name: 'revoke-subscription',
  usage: 'revoke-subscription <company-email>',
  summary: "End a company's subscription now.",
  async run({ args, db, out }) {
    const [email] = args;
    if (!email || args.length !== 1) throw usageError(this.usage);
    const revoked = await revokeSubscription(db, email);
    out(`${revoked.company}: subscription ended at ${revoked.activeUntil.toISOString()}`);
  },
};
