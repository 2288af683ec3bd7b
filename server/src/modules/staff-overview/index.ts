/** The staff overview's public face. */
export { staffOverviewRoutes } from './staff-overview.routes';
