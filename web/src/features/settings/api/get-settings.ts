import type { Settings } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const settingsQueryKey = ['settings'] as const;

export const getSettings = (signal?: AbortSignal): Promise<Settings> =>
  api.get<Settings>('/companies/api/settings/', { signal });

/**
 * Feature flags are kept for the life of the page (spec section 9: cached locally, dropped when
 * the screen is left): fetched once, never refetched on focus.
 */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useSettings = () => useQuery(settingsQueryOptions());
