import type { Job } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyProfileKeys } from './query-keys';

/** GET /api/companies/{id}/jobs/: the company's open jobs. */
export const getCompanyJobs = (id: number, signal?: AbortSignal): Promise<Job[]> =>
  api.get<Job[]>(`/api/companies/${id}/jobs/`, { signal });

export const companyJobsQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyProfileKeys.companyJobs(id), queryFn: ({ signal }) => getCompanyJobs(id, signal) });

export const useCompanyJobs = (id: number) => useQuery(companyJobsQueryOptions(id));
