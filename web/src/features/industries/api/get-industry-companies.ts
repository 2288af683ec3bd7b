import type { Company } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { industryKeys } from './query-keys';

export const getIndustryCompanies = (industryId: number, signal?: AbortSignal): Promise<Company[]> =>
  api.get<Company[]>(`/api/companies/industries/${industryId}/companies/`, { signal });

export const industryCompaniesQueryOptions = (industryId: number) =>
  queryOptions({
    queryKey: industryKeys.companies(industryId),
    queryFn: ({ signal }) => getIndustryCompanies(industryId, signal),
  });

export const useIndustryCompanies = (industryId: number) => useQuery(industryCompaniesQueryOptions(industryId));
