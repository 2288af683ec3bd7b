/** The company-jobs module's public face: what app.ts and other modules may use. */
export { companyJobsRoutes } from './company-jobs.routes';
