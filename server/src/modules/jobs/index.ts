/** The jobs module's public face: what app.ts and other modules may use. */
export { jobsRoutes } from './jobs.routes';
// One cache of guest job lists per process, emptied by app-wide writes: app.ts makes it.
export { clearJobListCacheOnWrites, createJobListCache } from './list-cache';
// A job reads the same everywhere: a company's page (companies) and its own list (company-jobs).
export { type JobRow, listVisibleJobsOfCompany, notDeleted, selectJobs } from './jobs.repository';
export { serializeJob } from './job-serializer';
export { seekerIdOf } from './viewer';
// The feeds list the same search as the job list.
export { searchJobs } from './jobs.repository';
export { jobSearchOf, toPrefixTsquery } from './job-search';
// Job alerts match their saved search with the job list's own filters and order.
export { jobFilters, newestFirst } from './jobs.repository';
// Which jobs the public sees and may apply to: one rule for every module that shows or offers jobs.
export { companyJobsFollowCompany, deadlinePassed, listedJob, openJob } from './listed-job';
// A phone's USSD menu names a job's town as the location filter reads it.
export { placeOf } from './job-place';
