import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, subscriptionPlans, subscriptions, users } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { type Actor, auditedChange } from '../staff-audit';
import { moveSubscriptionEnd } from './subscription.repository';

async function companyOf(db: Db, email: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!company) throw badRequest(`No company account with the e-mail ${email}.`);
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
  if (!plan) throw badRequest(name ? `No plan named ${name}.` : 'There are no subscription plans yet: add one first.');
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
 * row); audited as 'subscription.grant'.
 */
export async function grantSubscription(
  db: Db,
  actor: Actor,
  input: { email: string; days: number; plan?: string | undefined },
) {
  if (!Number.isInteger(input.days) || input.days <= 0) throw badRequest('Days must be a whole number above 0.');
  const company = await companyOf(db, input.email);
  const plan = await planFor(db, input.plan);
  return auditedChange(db, actor, async (tx) => {
    const current = await lockSubscription(tx, company.id);
    const activeUntil = await moveSubscriptionEnd(tx, company.id, { extendBy: input.days, planId: plan.id });
    if (!activeUntil) throw new Error('Granting the subscription returned no row.');
    const after = { ...subscriptionValues({ planId: plan.id, activeUntil }), plan: plan.name, days: input.days };
    const audit = {
      action: 'subscription.grant',
      targetType: 'company',
      targetId: company.id,
      before: subscriptionValues(current),
      after,
    };
    return { result: { company: company.name, plan: plan.name, activeUntil }, audit };
  });
}

/** Ends a company's subscription now; the row stays so its history is kept. Audited as 'subscription.revoke'. */
export async function revokeSubscription(db: Db, actor: Actor, email: string) {
  const company = await companyOf(db, email);
  return auditedChange(db, actor, async (tx) => {
    const current = await lockSubscription(tx, company.id);
    if (!current) throw badRequest(`${company.name} has no subscription.`);
    const activeUntil = await moveSubscriptionEnd(tx, company.id, { endNow: true });
    if (!activeUntil) throw new Error('Ending the subscription returned no row.');
    const after = subscriptionValues({ planId: current.planId, activeUntil });
    const audit = {
      action: 'subscription.revoke',
      targetType: 'company',
      targetId: company.id,
      before: subscriptionValues(current),
      after,
    };
    return { result: { company: company.name, activeUntil }, audit };
  });
}
