import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentProviders, payments, subscriptionPlans, subscriptions } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type ProviderRow = typeof paymentProviders.$inferSelect;
export type SubscriptionRow = { activeUntil: Date; plan: PlanRow | null };

/** The plans on offer to this type of user: theirs, and active. */
const offeredTo = (userType: string) =>
  and(eq(subscriptionPlans.userType, userType), eq(subscriptionPlans.isActive, true));

export function listPlans(db: Db, userType: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(offeredTo(userType))
    .orderBy(asc(subscriptionPlans.amount), asc(subscriptionPlans.id));
}

/** A plan a company may pay for. */
export async function findActivePlan(db: Db, id: number): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), offeredTo('company')))
    .limit(1);
  return row ?? null;
}

export function listProviders(db: Db): Promise<ProviderRow[]> {
  return db
    .select()
    .from(paymentProviders)
    .where(eq(paymentProviders.isActive, true))
    .orderBy(asc(paymentProviders.id));
}

/** An active provider named by its name (any case) or its id. */
export async function findActiveProvider(db: Db, nameOrId: string): Promise<ProviderRow | null> {
  const byId = /^\d{1,9}$/.test(nameOrId) ? eq(paymentProviders.id, Number(nameOrId)) : sql`false`;
  const [row] = await db
    .select()
    .from(paymentProviders)
    .where(
      and(
        eq(paymentProviders.isActive, true),
        sql`(lower(${paymentProviders.provider}) = lower(${nameOrId}) or ${byId})`,
      ),
    )
    .orderBy(asc(paymentProviders.id))
    .limit(1);
  return row ?? null;
}

export async function findSubscription(db: Db, companyId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select({ activeUntil: subscriptions.activeUntil, plan: subscriptionPlans })
    .from(subscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  return row ?? null;
}

/** The database clock decides, so every server process agrees on when a subscription ends. */
export async function hasActiveSubscription(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), sql`${subscriptions.activeUntil} > now()`))
    .limit(1);
  return row !== undefined;
}

export type PaymentValues = {
  companyId: number;
  plan: PlanRow;
  provider: string;
  paymentReference: string;
  amount: number;
};

/**
 * Records the payment and extends the subscription in one transaction. The unique
 * (provider, reference) index makes a reused reference insert nothing, also when several
 * confirmations race: the losers wait for the winner's commit, then see the conflict.
 * Answers null when the reference was already used (and nothing changed).
 */
export async function recordPaymentAndExtend(db: Db, values: PaymentValues): Promise<SubscriptionRow | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(payments)
      .values({
        companyId: values.companyId,
        planId: values.plan.id,
        provider: values.provider,
        paymentReference: values.paymentReference,
        amount: values.amount,
      })
      .onConflictDoNothing({ target: [payments.provider, payments.paymentReference] })
      .returning({ id: payments.id });
    if (inserted.length === 0) return null;
    const days = sql`make_interval(days => ${values.plan.durationDays}::int)`;
    const [subscription] = await tx
      .insert(subscriptions)
      .values({ companyId: values.companyId, planId: values.plan.id, activeUntil: sql`now() + ${days}` })
      .onConflictDoUpdate({
        target: subscriptions.companyId,
        // A renewal adds to what is left; a lapsed subscription starts again from now.
        set: {
          planId: values.plan.id,
          activeUntil: sql`greatest(now(), ${subscriptions.activeUntil}) + ${days}`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ activeUntil: subscriptions.activeUntil });
    if (!subscription) throw new Error('Extending the subscription returned no row.');
    return { activeUntil: subscription.activeUntil, plan: values.plan };
  });
}
