import type { CompanyFigures, JobFigures } from '@lj/contract';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

/** Every query key of the company's job figures. */
export const jobFiguresKeys = {
  all: ['job-figures'] as const,
  job: (jobId: number) => [...jobFiguresKeys.all, jobId] as const,
  company: () => [...jobFiguresKeys.all, 'company'] as const,
};

/** GET /api/company/jobs/{id}/figures/: the last 30 days of one of the company's jobs. */
export const getJobFigures = (jobId: number, signal?: AbortSignal) =>
  api.get<JobFigures>(`/api/company/jobs/${jobId}/figures/`, { signal });

export const jobFiguresQueryOptions = (jobId: number) =>
  readQuery(jobFiguresKeys.job(jobId), (signal) => getJobFigures(jobId, signal));

/** GET /api/company/figures/: the last 30 days of all the company's jobs together. */
export const getCompanyFigures = (signal?: AbortSignal) => api.get<CompanyFigures>('/api/company/figures/', { signal });

export const companyFiguresQueryOptions = () => readQuery(jobFiguresKeys.company(), getCompanyFigures);
