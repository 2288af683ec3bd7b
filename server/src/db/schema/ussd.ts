import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
