import type { ApplicationDetail } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyApplicationsKeys } from './query-keys';

/** GET /accounts/api/applications/{id}/: one application with the applicant's CV. */
export const getApplication = (id: number, signal?: AbortSignal): Promise<ApplicationDetail> =>
  api.get<ApplicationDetail>(`/accounts/api/applications/${id}/`, { signal });

export const applicationQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyApplicationsKeys.detail(id), queryFn: ({ signal }) => getApplication(id, signal) });

export const useApplication = (id: number) => useQuery(applicationQueryOptions(id));
