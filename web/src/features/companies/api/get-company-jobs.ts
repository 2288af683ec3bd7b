import type { Job } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './query-keys';

export const getCompanyJobs = (companyId: number, signal?: AbortSignal): Promise<Job[]> =>
  api.get<Job[]>(`/api/companies/${companyId}/jobs/`, { signal });

export const companyJobsQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: companyKeys.jobs(companyId), queryFn: ({ signal }) => getCompanyJobs(companyId, signal) });

export const useCompanyJobs = (companyId: number) => useQuery(companyJobsQueryOptions(companyId));
