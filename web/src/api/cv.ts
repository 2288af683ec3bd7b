import type { StructuredCv } from '@lj/contract';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

/** Every query key of the job seeker's structured CV. */
export const cvKeys = {
  all: ['cv'] as const,
  structured: () => [...cvKeys.all, 'structured'] as const,
};

/** GET /accounts/api/structured-cv/: the job seeker's CV, every list as a list. */
export const getCv = (signal?: AbortSignal) => api.get<StructuredCv>('/accounts/api/structured-cv/', { signal });

export const cvQueryOptions = () => readQuery(cvKeys.structured(), getCv);
