import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ownerId, recordedAt, timestamptz } from './columns';
import { jobs } from './jobs';
import { users } from './users';

/**
 * A seeker's job alert: a saved /jobs search (canonical query string, contract/alerts.ts)
 * sent daily or weekly by e-mail and/or SMS (SMS only to the seeker's confirmed phone number).
 * `last_sent_at`: when the digest run last looked at this alert (sent or not), what "due" counts from.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    userId: ownerId('user_id', () => users.id),
    name: text('name').notNull(),
    search: text('search').notNull().default(''),
    frequency: text('frequency').notNull(),
    email: boolean('email').notNull().default(true),
    sms: boolean('sms').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    createdAt: recordedAt('created_at'),
    lastSentAt: timestamptz('last_sent_at'),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.id),
    index('job_alerts_due_idx').on(t.frequency, t.lastSentAt).where(sql`not paused and email`),
    check('job_alerts_frequency_check', sql`${t.frequency} in ('daily', 'weekly')`),
  ],
);

/** The jobs an alert already told of, once each (the key): no job comes twice in one alert's digests. */
export const jobAlertSentJobs = pgTable(
  'job_alert_sent_jobs',
  {
    alertId: ownerId('alert_id', () => jobAlerts.id),
    jobId: ownerId('job_id', () => jobs.id),
    sentAt: recordedAt('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] }), index('job_alert_sent_jobs_sent_idx').on(t.sentAt)],
);
