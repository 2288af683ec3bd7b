/** The staff audit log's public face: every staff module, and every CLI command that changes data, records its actions through it. */
export { type ActionRecord, recordCliAction, recordStaffAction, type StaffActionInput } from './staff-audit.repository';
export { staffAuditRoutes } from './staff-audit.routes';
