/** The staff Users section's public face. */
export { staffUsersRoutes } from './staff-users.routes';
// The CLI's set-role runs the console's own role change.
export { changeRole, roleName } from './role-change';
