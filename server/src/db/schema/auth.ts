import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ownerId, recordedAt, timestamptz } from './columns';
import { users } from './users';

/** Server-side sessions; the cookie carries a random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: recordedAt('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** DRF-style API tokens, one per user, stored as SHA-256 of the 40-hex key. */
export const authTokens = pgTable('auth_tokens', {
  keyHash: text('key_hash').primaryKey(),
  userId: ownerId('user_id', () => users.id).unique(),
  createdAt: recordedAt('created_at'),
});

/** Fixed-window counters shared by every server process (login, register, reset limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});
