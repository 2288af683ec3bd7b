/** The staff Users section's public face. */
export { staffUsersRoutes } from './staff-users.routes';
// The CLI's set-role runs the console's own role change, and audits it the same way.
export { changeRole, LAST_STAFF_REFUSAL, roleAuditValues, roleName } from './role-change';
