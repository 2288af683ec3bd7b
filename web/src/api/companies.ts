import type { Company, companyOptionsResponseSchema, Job, OwnCompany } from '@lj/contract';
import type { z } from 'zod';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

type CompanyOptionsResponse = z.infer<typeof companyOptionsResponseSchema>;

/** Every query key of the companies (GET /api/companies/..., and the signed-in company's own profile). */
export const companyKeys = {
  all: ['companies'] as const,
  options: () => [...companyKeys.all, 'options'] as const,
  own: () => [...companyKeys.all, 'own'] as const,
  /** A company; its jobs sit under it, so invalidating a company refreshes them too. */
  detail: (companyId: number) => [...companyKeys.all, 'detail', companyId] as const,
  jobs: (companyId: number) => [...companyKeys.detail(companyId), 'jobs'] as const,
};

/** GET /api/companies/: read for its results, the job list's company filter (spec section 7). */
export const getCompanyOptions = (signal?: AbortSignal) =>
  api.get<CompanyOptionsResponse>('/api/companies/', { signal });

/** GET /api/companies/{id}/: any company, for its public page and the read-only profile. */
export const getCompany = (companyId: number, signal?: AbortSignal) =>
  api.get<Company>(`/api/companies/${companyId}/`, { signal });

/** GET /api/companies/{id}/jobs/: the company's open jobs. */
export const getCompanyJobs = (companyId: number, signal?: AbortSignal) =>
  api.get<Job[]>(`/api/companies/${companyId}/jobs/`, { signal });

/** GET /companies/profile/api/: the signed-in company's own profile. */
export const getOwnCompany = (signal?: AbortSignal) => api.get<OwnCompany>('/companies/profile/api/', { signal });

export const companyOptionsQueryOptions = () =>
  readQuery(companyKeys.options(), getCompanyOptions, { staleTime: 5 * 60_000 });

export const companyQueryOptions = (companyId: number) =>
  readQuery(companyKeys.detail(companyId), (signal) => getCompany(companyId, signal));

export const companyJobsQueryOptions = (companyId: number) =>
  readQuery(companyKeys.jobs(companyId), (signal) => getCompanyJobs(companyId, signal));

export const ownCompanyQueryOptions = () => readQuery(companyKeys.own(), getOwnCompany);
