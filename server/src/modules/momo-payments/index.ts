/** The momo-payments module's public face: its routes, and what server start-up wires (the adapter, the checks). */
export { momoDepsFor } from './momo-deps';
export { momoPaymentsRoutes } from './momo-payments.routes';
export { startMomoChecks } from './momo-checks';
export type { MomoDeps } from './momo-payments.service';
