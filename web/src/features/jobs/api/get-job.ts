import type { Job } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

export const getJob = (jobId: number, signal?: AbortSignal): Promise<Job> =>
  api.get<Job>(`/api/jobs/${jobId}/`, { signal });

export const jobQueryOptions = (jobId: number) =>
  queryOptions({ queryKey: jobKeys.detail(jobId), queryFn: ({ signal }) => getJob(jobId, signal) });

export const useJob = (jobId: number, enabled = true) => useQuery({ ...jobQueryOptions(jobId), enabled });
