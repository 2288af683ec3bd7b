import type { JobListQuery, JobListResponse } from '@lj/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

export const getJobs = (query: JobListQuery, signal?: AbortSignal): Promise<JobListResponse> =>
  api.get<JobListResponse>('/api/jobs/', { signal, query });

/** Pages of 20, newest first; 'Load more' asks for the next page while the answer has a `next`. */
export const jobsInfiniteQueryOptions = (query: Omit<JobListQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(query),
    queryFn: ({ pageParam, signal }) => getJobs({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.next ? lastPageParam + 1 : undefined),
  });

export const useJobs = (query: Omit<JobListQuery, 'page'>) => useInfiniteQuery(jobsInfiniteQueryOptions(query));
