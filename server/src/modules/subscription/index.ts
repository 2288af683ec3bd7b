/** The subscription module's public face: what app.ts and other modules may use. */
export { subscriptionRoutes } from './subscription.routes';
// Job management (company-jobs) needs a live subscription.
export { requireActiveSubscription } from './require-subscription';
// Staff payment checks (staff-payments): the operator's rules, and what verifying or rejecting changes.
export { readPaymentRules, writePaymentRules } from './payment-rules';
export { extendSubscriptionFor, type PaymentToApply, withdrawPaymentPeriod } from './subscription.repository';
// The staff Settings section lists plans the way companies see them.
export { serializePlan } from './subscription-serializer';
