import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns';

/** Operator-controlled feature flags (show_company_bookkeeping, enable_console_logs). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: recordedAt('updated_at'),
});
