import type { StaffCompanyList, StaffCompanyListQuery } from '@lj/contract';
import { api } from '../lib/api-client';
import { pagedQuery } from './read-query';

export type StaffCompanyQuery = StaffCompanyListQuery;

/** Every query key of the staff companies section. */
export const staffCompanyKeys = {
  all: ['staff-companies'] as const,
  list: (query: StaffCompanyQuery) => [...staffCompanyKeys.all, 'list', query] as const,
};

/** GET /api/staff/companies/: companies by name, found by name or owner e-mail, standing or the days they joined. */
export const getStaffCompanies = (query: StaffCompanyQuery, signal?: AbortSignal) =>
  api.get<StaffCompanyList>('/api/staff/companies/', { signal, query });

export const staffCompaniesQueryOptions = (query: StaffCompanyQuery) =>
  pagedQuery(staffCompanyKeys.list(query), (signal) => getStaffCompanies(query, signal));
