import type { JobCardListResponse, JobListQuery } from '@lj/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

/** The list asks for cards (`view=card`): only what a job card shows, about a sixth of the full jobs' bytes. */
export const getJobs = (query: JobListQuery, signal?: AbortSignal): Promise<JobCardListResponse> =>
  api.get<JobCardListResponse>('/api/jobs/', { signal, query: { ...query, view: 'card' } });

/**
 * Pages of 20, newest first, from `startPage` (1, or the page of an address 'Load more' opened before
 * the app started); 'Load more' asks for the next page while the answer has a `next`.
 */
export const jobsInfiniteQueryOptions = (query: Omit<JobListQuery, 'page'>, startPage = 1) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(query, startPage),
    queryFn: ({ pageParam, signal }) => getJobs({ ...query, page: pageParam }, signal),
    initialPageParam: startPage,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.next ? lastPageParam + 1 : undefined),
  });

export const useJobs = (query: Omit<JobListQuery, 'page'>, startPage = 1) =>
  useInfiniteQuery(jobsInfiniteQueryOptions(query, startPage));
