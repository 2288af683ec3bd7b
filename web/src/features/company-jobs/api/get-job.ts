import type { Job } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyJobsKeys } from './query-keys';

/** GET /api/jobs/{id}/: the job to edit (inactive ones included). */
export const getJob = (id: number, signal?: AbortSignal): Promise<Job> => api.get<Job>(`/api/jobs/${id}/`, { signal });

export const jobQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyJobsKeys.job(id), queryFn: ({ signal }) => getJob(id, signal), staleTime: 0 });

export const useJob = (id: number) => useQuery(jobQueryOptions(id));
