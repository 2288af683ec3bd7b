import type { SavedJob } from '@lj/contract';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

export const savedJobKeys = {
  all: ['saved-jobs'] as const,
  mine: () => [...savedJobKeys.all, 'mine'] as const,
};

/** GET /accounts/api/saved-jobs/: the signed-in seeker's saved jobs, newest save first. */
export const getSavedJobs = (signal?: AbortSignal) => api.get<SavedJob[]>('/accounts/api/saved-jobs/', { signal });

/** Re-read each time the page opens: a job saved on another page (or sent later) must be there. */
export const savedJobsQueryOptions = () => readQuery(savedJobKeys.mine(), getSavedJobs, { staleTime: 0 });
