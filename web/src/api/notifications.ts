import type { NotificationsResponse, UnreadCountResponse } from '@lj/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

/** GET /accounts/api/notifications/: the seeker's newest notifications and how many are unread. */
export const getNotifications = (signal?: AbortSignal): Promise<NotificationsResponse> =>
  api.get<NotificationsResponse>('/accounts/api/notifications/', { signal });

/** GET /accounts/api/notifications/unread/: the navigation's count. */
export const getUnreadCount = (signal?: AbortSignal): Promise<UnreadCountResponse> =>
  api.get<UnreadCountResponse>('/accounts/api/notifications/unread/', { signal });

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.list(), queryFn: ({ signal }) => getNotifications(signal), staleTime: 0 });

/** Read again on each page of the app at most once a minute: news of an application is not urgent. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 60_000,
  });
