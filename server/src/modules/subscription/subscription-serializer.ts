import type { SubscriptionPlan, SubscriptionStatus } from '@lj/contract';
import type { CompanyStanding, PlanRow } from './subscription.repository';

export const serializePlan = (plan: PlanRow): SubscriptionPlan => ({
  id: plan.id,
  name: plan.name,
  amount: plan.amount,
  currency: plan.currency,
  duration_days: plan.durationDays,
  description: plan.description,
});

export function serializeSubscription({ subscription, paymentIssue, suspension }: CompanyStanding): SubscriptionStatus {
  return {
    active: subscription?.counts ?? false,
    active_until: subscription ? subscription.activeUntil.toISOString() : null,
    plan: subscription?.plan ? serializePlan(subscription.plan) : null,
    payment_issue: paymentIssue
      ? { kind: paymentIssue.kind, payment_reference: paymentIssue.paymentReference, note: paymentIssue.note }
      : null,
    suspension: suspension ? { reason: suspension.reason, since: suspension.since.toISOString() } : null,
  };
}
