import type { jobLocationsResponseSchema } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

type JobLocationsResponse = z.infer<typeof jobLocationsResponseSchema>;

export const getJobLocations = (signal?: AbortSignal): Promise<JobLocationsResponse> =>
  api.get<JobLocationsResponse>('/api/jobs/locations/', { signal });

export const jobLocationsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.locations(),
    queryFn: ({ signal }) => getJobLocations(signal),
    staleTime: 5 * 60_000,
  });

export const useJobLocations = () => useQuery(jobLocationsQueryOptions());
