/** The settings module's public face: what app.ts and other modules may use. */
export { settingsRoutes } from './settings.routes';
// Feature flags other modules obey (bookkeeping) and the operator CLI sets.
export { readSettings, writeSetting } from './settings.repository';
