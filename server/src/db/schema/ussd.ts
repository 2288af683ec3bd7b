import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';

/**
 * One USSD session of the gateway (modules/ussd): the number that dialled, the gateway's `text` we last
 * answered (every answer so far, joined by `*`), where the menu stands and the screen we showed, so a
 * retried request gets the same screen and a step is read against what was on the screen. Kept a day.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    phone: text('phone').notNull(),
    answered: text('answered').notNull(),
    state: jsonb('state').notNull(),
    screen: text('screen').notNull(),
    updatedAt: recordedAt('updated_at'),
  },
  (t) => [index('ussd_sessions_updated_idx').on(t.updatedAt)],
);

/**
 * A number's SMS keywords (JOBS, MORE, APPLY, NAME, STATUS, HELP; modules/ussd): the replies sent to it
 * on `day` (GMT) and whether it was told the day's limit or given HELP for an unknown word; its last
 * search and the page MORE shows next; the job it asked to APPLY for before it had a name.
 */
export const smsKeywordThreads = pgTable('sms_keyword_threads', {
  phone: text('phone').primaryKey(),
  day: date('day').notNull(),
  replies: integer('replies').notNull().default(0),
  limitTold: boolean('limit_told').notNull().default(false),
  helpTold: boolean('help_told').notNull().default(false),
  search: jsonb('search'),
  page: integer('page').notNull().default(0),
  pendingJobId: integer('pending_job_id'),
  updatedAt: recordedAt('updated_at'),
});
