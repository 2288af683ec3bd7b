import type { JobCardListResponse } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query key of the dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  newestJobs: () => [...dashboardKeys.all, 'newest-jobs'] as const,
};

/** The first page of open jobs, newest first (the server's default order), as job cards. */
export const getNewestJobs = (signal?: AbortSignal): Promise<JobCardListResponse> =>
  api.get<JobCardListResponse>('/api/jobs/', { signal, query: { status: 'active', view: 'card' } });

export const newestJobsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.newestJobs(), queryFn: ({ signal }) => getNewestJobs(signal) });

export const useNewestJobs = () => useQuery(newestJobsQueryOptions());
