/** The company-applications module's public face: what app.ts and other modules may use. */
export { companyApplicationsRoutes } from './company-applications.routes';
