import type { Company } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyProfileKeys } from './query-keys';

/** GET /api/companies/{id}/: any company, for the read-only view. */
export const getCompany = (id: number, signal?: AbortSignal): Promise<Company> =>
  api.get<Company>(`/api/companies/${id}/`, { signal });

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyProfileKeys.company(id), queryFn: ({ signal }) => getCompany(id, signal) });

export const useCompany = (id: number) => useQuery(companyQueryOptions(id));
