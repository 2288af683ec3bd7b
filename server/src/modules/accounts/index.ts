/** The accounts module's public face: what app.ts and other modules may use. */
export { accountsRoutes } from './accounts.routes';
