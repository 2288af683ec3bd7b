import type {
  StaffAuditQuery,
  StaffAuditResponse,
  StaffNewsSettings,
  StaffOverviewResponse,
  StaffWeeksResponse,
  StaffSettingsResponse,
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
  users: (q: string) => [...staffKeys.all, 'users', q] as const,
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

/** GET /api/staff/users/?email=: accounts whose address contains the text (at most 20). */
export const getStaffUsers = (q: string, signal?: AbortSignal) =>
  api.get<StaffUsersResponse>('/api/staff/users/', { signal, query: { q } });

export const staffUsersQueryOptions = (q: string) =>
  readQuery(staffKeys.users(q), (signal) => getStaffUsers(q, signal), { enabled: q !== '' });

/** GET /api/staff/settings/: feature flags, plans, payment providers and industries. */
export const getStaffSettings = (signal?: AbortSignal) =>
  api.get<StaffSettingsResponse>('/api/staff/settings/', { signal });

export const staffSettingsQueryOptions = () => readQuery(staffKeys.settings(), getStaffSettings);

/** GET /api/staff/news-settings/: whether this staff member gets the daily summary of what waits. */
export const getStaffNewsSettings = (signal?: AbortSignal) =>
  api.get<StaffNewsSettings>('/api/staff/news-settings/', { signal });

export const staffNewsSettingsQueryOptions = () => readQuery(staffKeys.newsSettings(), getStaffNewsSettings);
