/** The staff payments module's public face: its routes, and its queue's figure for the overview. */
export { staffPaymentsRoutes } from './staff-payments.routes';
export { countPaymentsWaiting } from './staff-payments.repository';
