import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ownerId, recordedAt, timestamptz } from './columns';
import { applicationNewsEnum, applications, jobs } from './jobs';
import { users } from './users';

/**
 * What the app tells a user (an application's status changed), newest first in their
 * Notifications list; `read_at` null until they open the list (the navigation counts those).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownerId('user_id', () => users.id),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    jobId: integer('job_id'),
    text: text('text').notNull(),
    /** Where it leads in the app (a path); null: the job's page, when it has a job. */
    link: text('link'),
    createdAt: recordedAt('created_at'),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);

/**
 * What a user chose to hear (docs/decisions/0092-company-and-staff-news.md); no row: the defaults.
 * Money and suspension news have no setting: they always go.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: ownerId('user_id', () => users.id).primaryKey(),
  /** A company's new applications, for every job without its own choice. */
  applications: applicationNewsEnum('applications').notNull().default('each'),
  /** A company's jobs held, released, hidden or restored by staff. */
  jobNews: boolean('job_news').notNull().default(true),
  /** A staff member's daily summary of what waits for staff. */
  staffSummary: boolean('staff_summary').notNull().default(true),
  updatedAt: recordedAt('updated_at'),
});

/**
 * A job's hour of application SMS to its company (docs/decisions/0093-sms-news.md): one SMS per job per
 * hour. `sent_at` is the last SMS; `waiting` the applications since, not sent; the next application
 * after the hour sends one SMS with `told` (waiting + itself) since `told_since` (the SMS before).
 * One row per job, changed by one INSERT ... ON CONFLICT, so simultaneous applications send one SMS.
 */
export const jobSmsNews = pgTable('job_sms_news', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  sentAt: timestamptz('sent_at').notNull(),
  waiting: integer('waiting').notNull().default(0),
  told: integer('told').notNull().default(1),
  toldSince: timestamptz('told_since'),
});
