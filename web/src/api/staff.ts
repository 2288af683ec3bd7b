import type {
  StaffAuditQuery,
  StaffAuditResponse,
  StaffNewsSettings,
  StaffOverviewResponse,
  StaffWeeksResponse,
  StaffSettingsResponse,
  StaffUsersQuery,
  StaffUsersResponse,
} from '@lj/contract';
import { api } from '../lib/api-client';
import { pagedQuery, readQuery } from './read-query';

/** Every query key of the staff console's own sections: overview, users, settings, audit log. */
export const staffKeys = {
  all: ['staff'] as const,
  overview: () => [...staffKeys.all, 'overview'] as const,
  weeks: () => [...staffKeys.all, 'overview', 'weeks'] as const,
  audit: (query: StaffAuditQuery) => [...staffKeys.all, 'audit', query] as const,
  users: (query: StaffUsersQuery) => [...staffKeys.all, 'users', query] as const,
  settings: () => [...staffKeys.all, 'settings'] as const,
  newsSettings: () => [...staffKeys.all, 'news-settings'] as const,
};

/** GET /api/staff/overview/: the figures of the last days and the queues waiting for staff. */
export const getStaffOverview = (signal?: AbortSignal) =>
  api.get<StaffOverviewResponse>('/api/staff/overview/', { signal });

export const staffOverviewQueryOptions = () => readQuery(staffKeys.overview(), getStaffOverview);

/** GET /api/staff/overview/weeks/: the board's figures of each of the last 12 weeks. */
export const getStaffWeeks = (signal?: AbortSignal) =>
  api.get<StaffWeeksResponse>('/api/staff/overview/weeks/', { signal });

export const staffWeeksQueryOptions = () => readQuery(staffKeys.weeks(), getStaffWeeks);

/** GET /api/staff/audit/: one page of the audit log, newest first, filtered. */
export const getStaffAudit = (query: StaffAuditQuery, signal?: AbortSignal) =>
  api.get<StaffAuditResponse>('/api/staff/audit/', { signal, query });

export const staffAuditQueryOptions = (query: StaffAuditQuery) =>
  pagedQuery(staffKeys.audit(query), (signal) => getStaffAudit(query, signal));

/**
 * GET /api/staff/users/?q=&role=&from=&to=: accounts whose name, address or number contains the text (at most 20),
 * or that joined in the days (at most 100, the newest first), of the role if given.
 */
export const getStaffUsers = (query: StaffUsersQuery, signal?: AbortSignal) =>
  api.get<StaffUsersResponse>('/api/staff/users/', { signal, query });

/** `enabled` false until there is a search or a week to ask for (the server refuses neither). */
export const staffUsersQueryOptions = (query: StaffUsersQuery, enabled: boolean) =>
  readQuery(staffKeys.users(query), (signal) => getStaffUsers(query, signal), { enabled });

/** GET /api/staff/settings/: feature flags, plans, payment providers and industries. */
export const getStaffSettings = (signal?: AbortSignal) =>
  api.get<StaffSettingsResponse>('/api/staff/settings/', { signal });

export const staffSettingsQueryOptions = () => readQuery(staffKeys.settings(), getStaffSettings);

/** GET /api/staff/news-settings/: whether this staff member gets the daily summary of what waits. */
export const getStaffNewsSettings = (signal?: AbortSignal) =>
  api.get<StaffNewsSettings>('/api/staff/news-settings/', { signal });

export const staffNewsSettingsQueryOptions = () => readQuery(staffKeys.newsSettings(), getStaffNewsSettings);
