import type { SubscriptionPlan, SubscriptionStatus } from '@lj/contract';
import type { PlanRow, SubscriptionRow } from './subscription.repository';

export const serializePlan = (plan: PlanRow): SubscriptionPlan => ({
  id: plan.id,
  name: plan.name,
  amount: plan.amount,
  currency: plan.currency,
  duration_days: plan.durationDays,
  description: plan.description,
});

export function serializeSubscription(row: SubscriptionRow | null, now = new Date()): SubscriptionStatus {
  if (!row) return { active: false, active_until: null, plan: null };
  return {
    active: row.activeUntil.getTime() > now.getTime(),
    active_until: row.activeUntil.toISOString(),
    plan: row.plan ? serializePlan(row.plan) : null,
  };
}
