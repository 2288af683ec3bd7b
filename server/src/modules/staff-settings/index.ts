/** The staff Settings section's public face. */
export { staffSettingsRoutes } from './staff-settings.routes';
