import type { SubscriptionPlan } from '@lj/contract';

/** Spec section 9: the plans offered by name; 'general' only when none of these exists. */
const OFFERED = ['basic', 'professional', 'enterprise'];
const FALLBACK = 'general';

export function visiblePlans(plans: readonly SubscriptionPlan[]): SubscriptionPlan[] {
  const offered = plans.filter((plan) => OFFERED.includes(plan.name.toLowerCase()));
  if (offered.length > 0) return offered;
  return plans.filter((plan) => plan.name.toLowerCase() === FALLBACK);
}
