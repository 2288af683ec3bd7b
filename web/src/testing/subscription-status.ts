import type { SubscriptionStatus } from '@lj/contract';

/** A company's subscription status as the server answers it: none yet, unless `changes` say otherwise. */
export const subscriptionStatus = (changes: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  active: false,
  active_until: null,
  plan: null,
  payment_issue: null,
  suspension: null,
  payment_being_checked: null,
  ...changes,
});
