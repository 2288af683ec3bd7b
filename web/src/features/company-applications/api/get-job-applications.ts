import type { JobApplicationsResponse } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyApplicationsKeys } from './query-keys';

/** GET /accounts/api/jobs/{jobId}/applications/: every application of one of the company's jobs. */
export const getJobApplications = (jobId: number, signal?: AbortSignal): Promise<JobApplicationsResponse> =>
  api.get<JobApplicationsResponse>(`/accounts/api/jobs/${jobId}/applications/`, { signal });

export const jobApplicationsQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: companyApplicationsKeys.ofJob(jobId),
    queryFn: ({ signal }) => getJobApplications(jobId, signal),
  });

export const useJobApplications = (jobId: number) => useQuery(jobApplicationsQueryOptions(jobId));
