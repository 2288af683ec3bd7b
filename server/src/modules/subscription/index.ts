/** The subscription module's public face: what app.ts, other modules and the operator CLI may use. */
export { subscriptionRoutes } from './subscription.routes';
// Job management (company-jobs) needs a live subscription.
export { requireActiveSubscription } from './require-subscription';
// Staff payment checks (staff-payments): the operator's rules, and what verifying or rejecting changes.
export { readPaymentRules, writePaymentRules } from './payment-rules';
export { extendSubscriptionFor, type PaymentToApply, withdrawPaymentPeriod } from './subscription.repository';
// Payments a provider confirmed itself (momo-payments) extend the subscription through the same code.
export { findActivePlan, recordConfirmedPayment } from './subscription.repository';
// The staff Settings section lists plans the way companies see them.
export { serializePlan } from './subscription-serializer';
// What is offered (plans, providers) and free grants: the staff console and the operator CLI alike.
export { addPlan, editPlan, listAllPlans, type PlanChanges, planIdOf, setPlanActive } from './plan-settings';
export {
  addProvider,
  editProviderInstructions,
  listAllProviders,
  providerIdOf,
  setProviderActive,
} from './provider-settings';
export { grantSubscription, revokeSubscription } from './subscription-grant';
export type { PlanRow, ProviderRow } from './subscription.repository';
