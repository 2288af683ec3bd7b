import type { JobListQuery } from '@lj/contract';

/** Every query key of the jobs feature. */
export const jobKeys = {
  all: ['jobs'] as const,
  /** A list from its first page (`startPage` 1) or from the page a link opened it at. */
  list: (query: Omit<JobListQuery, 'page'>, startPage = 1) => [...jobKeys.all, 'list', query, startPage] as const,
  locations: () => [...jobKeys.all, 'locations'] as const,
  companyOptions: () => [...jobKeys.all, 'company-options'] as const,
  industryOptions: () => [...jobKeys.all, 'industry-options'] as const,
  detail: (jobId: number) => [...jobKeys.all, 'detail', jobId] as const,
  applications: (jobId: number) => [...jobKeys.all, 'detail', jobId, 'applications'] as const,
};
