import type { CompanyJobsResponse } from '@lj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { JobStatusFilter } from '../job-status-filter';
import { companyJobsKeys } from './query-keys';

/** GET /accounts/api/company/jobs/?status&page: status is sent only when not 'all' (spec section 7). */
export const getMyJobs = (status: JobStatusFilter, page: number, signal?: AbortSignal): Promise<CompanyJobsResponse> =>
  api.get<CompanyJobsResponse>('/accounts/api/company/jobs/', {
    signal,
    query: { status: status === 'all' ? undefined : status, page },
  });

export const myJobsQueryOptions = (status: JobStatusFilter, page: number) =>
  queryOptions({
    queryKey: companyJobsKeys.list(status, page),
    queryFn: ({ signal }) => getMyJobs(status, page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyJobs = (status: JobStatusFilter, page: number) => useQuery(myJobsQueryOptions(status, page));
