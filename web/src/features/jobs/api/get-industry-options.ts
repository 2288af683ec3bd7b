import type { Industry } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { industryFilterOptions } from '../../../lib/industry-rules';
import { jobKeys } from './query-keys';

export const getIndustryOptions = (signal?: AbortSignal): Promise<Industry[]> =>
  api.get<Industry[]>('/api/companies/industries/', { signal });

/** The industry filter's options, already de-duplicated and trimmed as spec section 2 says. */
export const industryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.industryOptions(),
    queryFn: ({ signal }) => getIndustryOptions(signal),
    select: industryFilterOptions,
    staleTime: 5 * 60_000,
  });

export const useIndustryOptions = () => useQuery(industryOptionsQueryOptions());
