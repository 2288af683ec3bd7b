import type { Company } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './query-keys';

export const getCompany = (companyId: number, signal?: AbortSignal): Promise<Company> =>
  api.get<Company>(`/api/companies/${companyId}/`, { signal });

export const companyQueryOptions = (companyId: number) =>
  queryOptions({ queryKey: companyKeys.detail(companyId), queryFn: ({ signal }) => getCompany(companyId, signal) });

export const useCompany = (companyId: number) => useQuery(companyQueryOptions(companyId));
