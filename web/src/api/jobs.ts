import type { Job, JobCardListResponse, JobListQuery, jobLocationsResponseSchema } from '@lj/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type RequestOptions } from '../lib/api-client';
import { readQuery } from './read-query';

type JobLocationsResponse = z.infer<typeof jobLocationsResponseSchema>;
type ReadOptions = Pick<RequestOptions, 'signal' | 'redirectOnUnauthorized'>;

/** Every query key of the public jobs (GET /api/jobs/...). */
export const jobKeys = {
  all: ['jobs'] as const,
  /** A list from its first page (`startPage` 1) or from the page a link opened it at. */
  list: (query: Omit<JobListQuery, 'page'>, startPage = 1) => [...jobKeys.all, 'list', query, startPage] as const,
  newest: () => [...jobKeys.all, 'newest'] as const,
  locations: () => [...jobKeys.all, 'locations'] as const,
  detail: (jobId: number) => [...jobKeys.all, 'detail', jobId] as const,
};

/** GET /api/jobs/ as cards (`view=card`): only what a job card shows, about a sixth of the full jobs' bytes. */
export const getJobs = (query: JobListQuery, options: ReadOptions = {}) =>
  api.get<JobCardListResponse>('/api/jobs/', { ...options, query: { ...query, view: 'card' } });

/** GET /api/jobs/{id}/: any job the visitor may see (a company also its own inactive ones). */
export const getJob = (jobId: number, signal?: AbortSignal) => api.get<Job>(`/api/jobs/${jobId}/`, { signal });

/** GET /api/jobs/locations/: the location filter's choices. */
export const getJobLocations = (signal?: AbortSignal) =>
  api.get<JobLocationsResponse>('/api/jobs/locations/', { signal });

/**
 * Pages of 20, newest first, from `startPage` (1, or the page of an address 'Load more' opened before
 * the app started); 'Load more' asks for the next page while the answer has a `next`.
 */
export const jobsInfiniteQueryOptions = (query: Omit<JobListQuery, 'page'>, startPage = 1) =>
  infiniteQueryOptions({
    queryKey: jobKeys.list(query, startPage),
    queryFn: ({ pageParam, signal }) => getJobs({ ...query, page: pageParam }, { signal }),
    initialPageParam: startPage,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.next ? lastPageParam + 1 : undefined),
  });

/**
 * The first page of open jobs, newest first (the server's default order): the job seeker's dashboard
 * and the crash screen. The crash screen passes `redirectOnUnauthorized: false`: after a crash the
 * list is a courtesy, never a reason to leave the page; how a 401 is met is not part of the cache key.
 */
export const newestJobsQueryOptions = ({ redirectOnUnauthorized = true }: { redirectOnUnauthorized?: boolean } = {}) =>
  readQuery(jobKeys.newest(), (signal) => getJobs({ status: 'active' }, { signal, redirectOnUnauthorized }));

export const jobQueryOptions = (jobId: number) => readQuery(jobKeys.detail(jobId), (signal) => getJob(jobId, signal));

export const jobLocationsQueryOptions = () =>
  readQuery(jobKeys.locations(), getJobLocations, { staleTime: 5 * 60_000 });
