/** The saved-jobs module's public face. */
export { savedJobsRoutes } from './saved-jobs.routes';
