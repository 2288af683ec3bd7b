import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator-controlled feature flags (show_company_bookkeeping, enable_console_logs). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
