import type { JobStatusFilter } from '../job-status-filter';

/** Every query key of the company jobs feature. */
export const companyJobsKeys = {
  all: ['company-jobs'] as const,
  list: (status: JobStatusFilter, page: number) => ['company-jobs', 'list', status, page] as const,
  job: (id: number) => ['company-jobs', 'job', id] as const,
};
