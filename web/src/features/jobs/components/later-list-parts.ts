/**
 * The parts of the job list a phone's first start does without (deferred-list-parts.tsx): the filter
 * panel, folded on a phone, and the placeholder cards of a list loading in the browser (a server-rendered
 * list comes with its jobs). One chunk, fetched when either is wanted.
 */
export { FilterPanel } from './filter-panel';
export { JobCardSkeletons } from './job-card-skeleton';
