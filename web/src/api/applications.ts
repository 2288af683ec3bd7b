import type { ApplicationDetail, JobApplicationsResponse, MyApplication } from '@lj/contract';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

/** Every query key of the applications (a job seeker's own, a job's, one in detail). */
export const applicationKeys = {
  all: ['applications'] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  ofJob: (jobId: number) => [...applicationKeys.all, 'job', jobId] as const,
  detail: (id: number) => [...applicationKeys.all, 'detail', id] as const,
};

/** GET /accounts/api/my-applications/: the signed-in job seeker's applications. */
export const getMyApplications = (signal?: AbortSignal) =>
  api.get<MyApplication[]>('/accounts/api/my-applications/', { signal });

/**
 * GET /accounts/api/jobs/{jobId}/applications/: the job's applications as this user may see them
 * (its company: all of them; a job seeker: their own).
 */
export const getJobApplications = (
  jobId: number,
  options: { signal?: AbortSignal; redirectOnUnauthorized?: boolean } = {},
) => api.get<JobApplicationsResponse>(`/accounts/api/jobs/${jobId}/applications/`, options);

/** GET /accounts/api/applications/{id}/: one application with the applicant's CV. */
export const getApplication = (id: number, signal?: AbortSignal) =>
  api.get<ApplicationDetail>(`/accounts/api/applications/${id}/`, { signal });

/** Always re-read when a screen shows it: an application made a moment ago must be there. */
export const myApplicationsQueryOptions = () => readQuery(applicationKeys.mine(), getMyApplications, { staleTime: 0 });

/**
 * The job page reads it to learn whether the job seeker applied, with `redirectOnUnauthorized: false`:
 * there a 401 shows the login link instead of leaving the page. The company's screen keeps the
 * redirect. Same answer either way, so one cache entry.
 */
export const jobApplicationsQueryOptions = (
  jobId: number,
  { redirectOnUnauthorized = true }: { redirectOnUnauthorized?: boolean } = {},
) => readQuery(applicationKeys.ofJob(jobId), (signal) => getJobApplications(jobId, { signal, redirectOnUnauthorized }));

export const applicationQueryOptions = (id: number) =>
  readQuery(applicationKeys.detail(id), (signal) => getApplication(id, signal));
