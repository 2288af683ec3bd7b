import type { Company, Industry } from '@lj/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

/** Every query key of the industries (GET /api/companies/industries/...). */
export const industryKeys = {
  all: ['industries'] as const,
  list: () => [...industryKeys.all, 'list'] as const,
  companies: (industryId: number) => [...industryKeys.all, industryId, 'companies'] as const,
};

/** GET /api/companies/industries/: every industry with its company count. */
export const getIndustries = (signal?: AbortSignal): Promise<Industry[]> =>
  api.get<Industry[]>('/api/companies/industries/', { signal });

/** GET /api/companies/industries/{id}/companies/: the companies of one industry. */
export const getIndustryCompanies = (industryId: number, signal?: AbortSignal): Promise<Company[]> =>
  api.get<Company[]>(`/api/companies/industries/${industryId}/companies/`, { signal });

/**
 * The whole list, as the server answers it: the industries page, the job filter (which picks its
 * options with `select: industryFilterOptions`) and the company form's select share it.
 */
export const industriesQueryOptions = () =>
  queryOptions({
    queryKey: industryKeys.list(),
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: 5 * 60_000,
  });

export const industryCompaniesQueryOptions = (industryId: number) =>
  queryOptions({
    queryKey: industryKeys.companies(industryId),
    queryFn: ({ signal }) => getIndustryCompanies(industryId, signal),
  });
