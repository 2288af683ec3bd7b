/** The staff audit log's public face: every staff module records its actions through it. */
export { type StaffActionInput, recordStaffAction } from './staff-audit.repository';
export { staffAuditRoutes } from './staff-audit.routes';
