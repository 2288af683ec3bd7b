/** The company-profile module's public face: what app.ts and other modules may use. */
export { companyProfileRoutes } from './company-profile.routes';
