import { z } from 'zod';

/** How many notifications the list shows, newest first (docs/decisions/0067-application-news.md). */
export const NOTIFICATIONS_SHOWN = 50;

export const notificationSchema = z.object({
  id: z.number(),
  text: z.string(),
  /** The job the notification is about, to open it; null when there is none. */
  job_id: z.number().nullable(),
  /** Where it leads in the app (a path on this site); null when it leads nowhere. */
  link: z.string().nullable(),
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

/** How a company hears of new applications (docs/decisions/0092-company-and-staff-news.md). */
export const APPLICATION_NEWS = ['each', 'daily', 'off'] as const;
export const applicationNewsSchema = z.enum(APPLICATION_NEWS);
export type ApplicationNews = z.infer<typeof applicationNewsSchema>;

/** A company's choices for all its jobs; money and suspension news have none: they always go. */
export const companyNewsSettingsSchema = z
  .object({
    applications: applicationNewsSchema,
    /** Jobs held, released, hidden or restored by staff. */
    job_news: z.boolean(),
  })
  .strict();
export type CompanyNewsSettings = z.infer<typeof companyNewsSettingsSchema>;

/** One job's choice; null: as the company's setting for all jobs says. */
export const jobApplicationNewsSchema = z.object({ application_news: applicationNewsSchema.nullable() }).strict();
export type JobApplicationNews = z.infer<typeof jobApplicationNewsSchema>;

/** A staff member's choice: the daily summary of what waits for staff. */
export const staffNewsSettingsSchema = z.object({ staff_summary: z.boolean() }).strict();
export type StaffNewsSettings = z.infer<typeof staffNewsSettingsSchema>;
