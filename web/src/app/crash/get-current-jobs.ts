import type { JobListResponse } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The first page of current jobs, for the crash screen; one try, no redirect, no retries. */
export const currentJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['crash-screen', 'current-jobs'] as const,
    queryFn: ({ signal }) =>
      api.get<JobListResponse>('/api/jobs/', { signal, query: { status: 'active' }, redirectOnUnauthorized: false }),
    retry: false,
    staleTime: 60_000,
  });

export const useCurrentJobs = () => useQuery(currentJobsQueryOptions());
