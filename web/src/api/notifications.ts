import type { CompanyNewsSettings, JobApplicationNews, NotificationsResponse, UnreadCountResponse } from '@lj/contract';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  companySettings: () => [...notificationKeys.all, 'company-settings'] as const,
  job: (jobId: number) => [...notificationKeys.all, 'job', jobId] as const,
};

/** GET /accounts/api/notifications/: the seeker's or company's newest notifications and how many are unread. */
export const getNotifications = (signal?: AbortSignal) =>
  api.get<NotificationsResponse>('/accounts/api/notifications/', { signal });

/** GET /accounts/api/notifications/unread/: the navigation's count. */
export const getUnreadCount = (signal?: AbortSignal) =>
  api.get<UnreadCountResponse>('/accounts/api/notifications/unread/', { signal });

export const notificationsQueryOptions = () => readQuery(notificationKeys.list(), getNotifications, { staleTime: 0 });

/** Read again on each page of the app at most once a minute: news of an application is not urgent. */
export const unreadCountQueryOptions = () =>
  readQuery(notificationKeys.unread(), getUnreadCount, { staleTime: 60_000 });

/** GET /api/company/notification-settings/: what the company chose to hear. */
export const getCompanyNewsSettings = (signal?: AbortSignal) =>
  api.get<CompanyNewsSettings>('/api/company/notification-settings/', { signal });

export const companyNewsSettingsQueryOptions = () =>
  readQuery(notificationKeys.companySettings(), getCompanyNewsSettings);

/** GET /api/company/jobs/{id}/application-news/: one job's own choice (null: as for all jobs). */
export const getJobApplicationNews = (jobId: number, signal?: AbortSignal) =>
  api.get<JobApplicationNews>(`/api/company/jobs/${jobId}/application-news/`, { signal });

export const jobApplicationNewsQueryOptions = (jobId: number) =>
  readQuery(notificationKeys.job(jobId), (signal) => getJobApplicationNews(jobId, signal));
