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

export function serializeSubscription(standing: CompanyStanding): SubscriptionStatus {
  const { subscription, paymentIssue, paymentBeingChecked, suspension } = standing;
  return {
    active: subscription?.counts ?? false,
    active_until: subscription ? subscription.activeUntil.toISOString() : null,
    plan: subscription?.plan ? serializePlan(subscription.plan) : null,
    payment_issue: paymentIssue
      ? { kind: paymentIssue.kind, payment_reference: paymentIssue.paymentReference, note: paymentIssue.note }
      : null,
    suspension: suspension ? { reason: suspension.reason, since: suspension.since.toISOString() } : null,
    payment_being_checked: paymentBeingChecked
      ? {
          payment_reference: paymentBeingChecked.paymentReference,
          grace_until: paymentBeingChecked.graceUntil.toISOString(),
        }
      : null,
  };
}
