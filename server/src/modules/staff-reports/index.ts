/** The staff reports queue's public face: its routes and the overview's "Reports waiting". */
export { staffReportsRoutes } from './staff-reports.routes';
export { countOpenReports } from './staff-reports.repository';
