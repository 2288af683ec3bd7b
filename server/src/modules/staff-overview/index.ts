/** The staff overview's public face. */
export { staffOverviewRoutes } from './staff-overview.routes';
export { runStaffSummary } from './staff-summary';
