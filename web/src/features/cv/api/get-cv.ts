import type { StructuredCv } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cvKeys } from './query-keys';

/** GET /accounts/api/structured-cv/: the job seeker's CV, every list as a list. */
export const getCv = (signal?: AbortSignal): Promise<StructuredCv> =>
  api.get<StructuredCv>('/accounts/api/structured-cv/', { signal });

export const cvQueryOptions = () =>
  queryOptions({ queryKey: cvKeys.structured, queryFn: ({ signal }) => getCv(signal) });

export const useCv = () => useQuery(cvQueryOptions());
