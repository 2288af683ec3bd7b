/** The subscription module's public face: what app.ts and other modules may use. */
export { subscriptionRoutes } from './subscription.routes';
// Job management (company-jobs) needs a live subscription.
export { requireActiveSubscription } from './require-subscription';
// The staff Settings section lists plans the way companies see them.
export { serializePlan } from './subscription-serializer';
