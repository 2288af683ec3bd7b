/**
 * The staff audit log's public face: every staff and command-line change goes through auditedChange,
 * which writes its rows in the change's transaction.
 */
export { type Actor, type Audited, auditedChange, cliActor, staffActor } from './audited-change';
export type { ActionRecord } from './staff-audit.repository';
export { staffAuditRoutes } from './staff-audit.routes';
