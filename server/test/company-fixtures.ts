import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { paymentProviders, subscriptionPlans, subscriptions } from '../src/db/schema';

const unique = () => randomBytes(4).toString('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

export async function createPlan(
  db: Db,
  values: Partial<typeof subscriptionPlans.$inferInsert> = {},
): Promise<typeof subscriptionPlans.$inferSelect> {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ name: `plan-${unique()}`, amount: 25, durationDays: 30, ...values })
    .returning();
  if (!plan) throw new Error('plan not created');
  return plan;
}

export async function createProvider(
  db: Db,
  values: Partial<typeof paymentProviders.$inferInsert> = {},
): Promise<typeof paymentProviders.$inferSelect> {
  const [provider] = await db
    .insert(paymentProviders)
    .values({ provider: `Provider ${unique()}`, instructions: 'Dial *144#.', ...values })
    .returning();
  if (!provider) throw new Error('provider not created');
  return provider;
}

/** Gives the company a subscription ending `days` from now (negative: it has lapsed). */
export async function subscribe(db: Db, companyId: number, planId: number, days = 30): Promise<Date> {
  const activeUntil = new Date(Date.now() + days * DAY_MS);
  await db
    .insert(subscriptions)
    .values({ companyId, planId, activeUntil })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: { activeUntil, planId } });
  return activeUntil;
}

export async function subscriptionEnd(db: Db, companyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ activeUntil: subscriptions.activeUntil })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  return row?.activeUntil ?? null;
}
