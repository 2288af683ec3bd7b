import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ownerId, recordedAt, timestamptz } from './columns';
import { applications } from './jobs';
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
    createdAt: recordedAt('created_at'),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);
