import type { JobListQuery } from '@lj/contract';

/** Every query key of the jobs feature. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (query: Omit<JobListQuery, 'page'>) => [...jobKeys.all, 'list', query] as const,
  locations: () => [...jobKeys.all, 'locations'] as const,
  companyOptions: () => [...jobKeys.all, 'company-options'] as const,
  industryOptions: () => [...jobKeys.all, 'industry-options'] as const,
  detail: (jobId: number) => [...jobKeys.all, 'detail', jobId] as const,
  applications: (jobId: number) => [...jobKeys.all, 'detail', jobId, 'applications'] as const,
};
