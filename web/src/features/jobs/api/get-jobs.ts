import type { JobCardListResponse, JobListQuery } from '@lj/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

/** The list asks for cards (`view=card`): only what a job card shows, about a sixth of the full jobs' bytes. */
export const getJobs = (query: JobListQuery, signal?: AbortSignal): Promise<JobCardListResponse> =>
  api.get<JobCardListResponse>('/api/jobs/', { signal, query: { ...query, view: 'card' } });

/** Pages of 20, newest first; 'Load more' asks for the next page while the answer has a `next`. */
export const jobsInfiniteQueryOptions = (query: Omit<JobListQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(query),
    queryFn: ({ pageParam, signal }) => getJobs({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.next ? lastPageParam + 1 : undefined),
  });

export const useJobs = (query: Omit<JobListQuery, 'page'>) => useInfiniteQuery(jobsInfiniteQueryOptions(query));
