import { z } from 'zod';

/** How many notifications the list shows, newest first (docs/decisions/0067-application-news.md). */
export const NOTIFICATIONS_SHOWN = 50;

export const notificationSchema = z.object({
  id: z.number(),
  text: z.string(),
  /** The job the notification is about, to open it; null when there is none. */
  job_id: z.number().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  unread: z.number().int(),
  results: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const unreadCountResponseSchema = z.object({ unread: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
