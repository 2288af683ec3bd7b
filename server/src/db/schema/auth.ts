import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recordedAt, timestamptz } from './columns';
import { users } from './users';

/**
 * Server-side sessions, one per sign-in (a device): the cookie carries a random id and the table only
 * its SHA-256; a signed-in row also holds the SHA-256 of the DRF-style token issued with it, so the
 * token lives and ends with its session (logout, expiry, password change, sign out everywhere).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** SHA-256 of the 40-hex API token of this sign-in; null for an anonymous session. */
    tokenHash: text('token_hash').unique(),
    createdAt: recordedAt('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters shared by every server process (login, register, reset limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});
