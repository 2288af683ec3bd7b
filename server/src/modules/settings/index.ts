/** The settings module's public face: what app.ts and other modules may use. */
export { settingsRoutes } from './settings.routes';
// Feature flags other modules obey (bookkeeping); staff and the operator CLI set them.
export { readSettings, writeSetting } from './settings.repository';
export { setFlag } from './flags';
