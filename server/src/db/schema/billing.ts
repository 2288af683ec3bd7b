import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    durationDays: integer('duration_days').notNull().default(30),
    description: text('description').notNull().default(''),
    userType: text('user_type').notNull().default('company'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('subscription_plans_name_unique').on(t.name, t.userType),
    check('subscription_plans_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const paymentProviders = pgTable(
  'payment_providers',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    instructions: text('instructions').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('payment_providers_provider_unique').on(t.provider)],
);

/** Every confirmation is kept for audit; a reference is usable once per provider. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    provider: text('provider').notNull(),
    paymentReference: text('payment_reference').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_unique').on(t.provider, t.paymentReference),
    index('payments_company_idx').on(t.companyId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    activeUntil: timestamp('active_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_company_unique').on(t.companyId)],
);

export const bookkeepingRecords = pgTable(
  'bookkeeping_records',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    month: text('month').notNull(),
    revenue: numeric('revenue', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    expenses: numeric('expenses', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    oreExtracted: numeric('ore_extracted', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    wagesPaid: numeric('wages_paid', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    notes: text('notes').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookkeeping_company_month_unique').on(t.companyId, t.month),
    check('bookkeeping_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'bookkeeping_non_negative',
      sql`${t.revenue} >= 0 and ${t.expenses} >= 0 and ${t.oreExtracted} >= 0 and ${t.wagesPaid} >= 0`,
    ),
  ],
);
