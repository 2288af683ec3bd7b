/** The staff payments module's public face: its routes, its queue's figure for the overview, the operator's payment list. */
export { staffPaymentsRoutes } from './staff-payments.routes';
export { countPaymentsWaiting, listAllPayments } from './staff-payments.repository';
