/** Staff job moderation's public face: its routes, jobs as staff see them, the overview's "Jobs held". */
export { staffJobsRoutes } from './staff-jobs.routes';
export { countHeldJobs, findStaffJob, staffJobsByIds } from './staff-jobs.repository';
