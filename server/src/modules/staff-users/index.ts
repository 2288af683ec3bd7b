/** The staff Users section's public face. */
export { staffUsersRoutes } from './staff-users.routes';
// The operator CLI runs the console's own account changes, audited the same way.
export { type AccountType, accountTypes, createAccount, type NewAccount, userIdByEmail } from './create-account';
export { LAST_STAFF_REFUSAL, roleName } from './role-change';
export { changeUserRole } from './staff-users.service';
