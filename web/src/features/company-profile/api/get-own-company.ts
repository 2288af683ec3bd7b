import type { Company } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyProfileKeys } from './query-keys';

/** GET /companies/profile/api/: the signed-in company's own profile. */
export const getOwnCompany = (signal?: AbortSignal): Promise<Company> =>
  api.get<Company>('/companies/profile/api/', { signal });

export const ownCompanyQueryOptions = () =>
  queryOptions({ queryKey: companyProfileKeys.own, queryFn: ({ signal }) => getOwnCompany(signal) });

export const useOwnCompany = () => useQuery(ownCompanyQueryOptions());
