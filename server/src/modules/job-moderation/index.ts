/** Job moderation's public face: holding jobs on save (company-jobs), reports, and what staff modules use. */
export { holdReason, matchedRuleLabels } from './job-hold';
export { jobReportsRoutes } from './job-reports.routes';
export { REPORTS_TO_HIDE } from './job-reports.repository';
export { parsePattern } from './scam-patterns';
