import type { Company, Industry } from '@lj/contract';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

/** Every query key of the industries (GET /api/companies/industries/...). */
export const industryKeys = {
  all: ['industries'] as const,
  list: () => [...industryKeys.all, 'list'] as const,
  companies: (industryId: number) => [...industryKeys.all, industryId, 'companies'] as const,
};

/** GET /api/companies/industries/: every industry with its company count. */
export const getIndustries = (signal?: AbortSignal) => api.get<Industry[]>('/api/companies/industries/', { signal });

/** GET /api/companies/industries/{id}/companies/: the companies of one industry. */
export const getIndustryCompanies = (industryId: number, signal?: AbortSignal) =>
  api.get<Company[]>(`/api/companies/industries/${industryId}/companies/`, { signal });

/**
 * The whole list, as the server answers it: the industries page, the job filter (which picks its
 * options with `select: industryFilterOptions`) and the company form's select share it.
 */
export const industriesQueryOptions = () => readQuery(industryKeys.list(), getIndustries, { staleTime: 5 * 60_000 });

export const industryCompaniesQueryOptions = (industryId: number) =>
  readQuery(industryKeys.companies(industryId), (signal) => getIndustryCompanies(industryId, signal));
