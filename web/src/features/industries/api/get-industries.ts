import type { Industry } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { industryKeys } from './query-keys';

export const getIndustries = (signal?: AbortSignal): Promise<Industry[]> =>
  api.get<Industry[]>('/api/companies/industries/', { signal });

export const industriesQueryOptions = () =>
  queryOptions({
    queryKey: industryKeys.list(),
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: 5 * 60_000,
  });

export const useIndustries = () => useQuery(industriesQueryOptions());
