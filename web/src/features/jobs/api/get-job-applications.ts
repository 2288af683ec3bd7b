import type { JobApplicationsResponse } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

/**
 * The job's applications as this user may see them (a job seeker: their own), read by the job
 * page to learn whether they applied. A 401 shows the login link instead of leaving the page.
 */
export const getJobApplications = (jobId: number, signal?: AbortSignal): Promise<JobApplicationsResponse> =>
  api.get<JobApplicationsResponse>(`/accounts/api/jobs/${jobId}/applications/`, {
    signal,
    redirectOnUnauthorized: false,
  });

export const jobApplicationsQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.applications(jobId),
    queryFn: ({ signal }) => getJobApplications(jobId, signal),
  });

export const useJobApplications = (jobId: number) => useQuery(jobApplicationsQueryOptions(jobId));
