import type { CompanyJobsQuery, CompanyJobsResponse } from '@lj/contract';
import { api } from '../lib/api-client';
import { pagedQuery } from './read-query';

/** My Job Listings' status filter: 'all' is the absence of a status (spec section 9). */
export type CompanyJobsStatus = 'all' | NonNullable<CompanyJobsQuery['status']>;

/** Every query key of the signed-in company's own job listings. */
export const companyJobKeys = {
  all: ['company-jobs'] as const,
  list: (status: CompanyJobsStatus, page: number) => [...companyJobKeys.all, 'list', status, page] as const,
};

/** GET /accounts/api/company/jobs/?status&page: status is sent only when not 'all' (spec section 7). */
export const getMyJobs = (status: CompanyJobsStatus, page: number, signal?: AbortSignal) =>
  api.get<CompanyJobsResponse>('/accounts/api/company/jobs/', {
    signal,
    query: { status: status === 'all' ? undefined : status, page },
  });

/** The previous page stays on screen while the next one loads. */
export const myJobsQueryOptions = (status: CompanyJobsStatus, page: number) =>
  pagedQuery(companyJobKeys.list(status, page), (signal) => getMyJobs(status, page, signal));
