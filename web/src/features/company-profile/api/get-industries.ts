import type { Industry } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyProfileKeys } from './query-keys';

/** GET /api/companies/industries/: the choices of the industry select. */
export const getIndustries = (signal?: AbortSignal): Promise<Industry[]> =>
  api.get<Industry[]>('/api/companies/industries/', { signal });

export const industriesQueryOptions = () =>
  queryOptions({
    queryKey: companyProfileKeys.industries,
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: 10 * 60_000,
  });

export const useIndustries = () => useQuery(industriesQueryOptions());
