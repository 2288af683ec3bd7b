import type { companyOptionsResponseSchema } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

type CompanyOptionsResponse = z.infer<typeof companyOptionsResponseSchema>;

/** The company filter's options (spec section 7: GET /api/companies/, read for its results). */
export const getCompanyOptions = (signal?: AbortSignal): Promise<CompanyOptionsResponse> =>
  api.get<CompanyOptionsResponse>('/api/companies/', { signal });

export const companyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.companyOptions(),
    queryFn: ({ signal }) => getCompanyOptions(signal),
    staleTime: 5 * 60_000,
  });

export const useCompanyOptions = () => useQuery(companyOptionsQueryOptions());
