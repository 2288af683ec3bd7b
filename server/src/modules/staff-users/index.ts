/** The staff Users section's public face. */
export { staffUsersRoutes } from './staff-users.routes';
