import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blankText, decimal, ownerId, recordedAt, timestamps, timestamptz } from './columns';
import { companies } from './companies';

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    amount: decimal('amount', 10).notNull(),
    currency: text('currency').notNull().default('USD'),
    durationDays: integer('duration_days').notNull().default(30),
    description: blankText('description'),
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
    instructions: blankText('instructions'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('payment_providers_provider_unique').on(t.provider)],
);

/** The company a payment or subscription is for, and its plan (a plan in use cannot be deleted). */
const companyPlan = () => ({
  companyId: ownerId('company_id', () => companies.id),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id),
});

/** Every confirmation is kept for audit; a reference is usable once per provider. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    ...companyPlan(),
    provider: text('provider').notNull(),
    paymentReference: text('payment_reference').notNull(),
    amount: decimal('amount', 10).notNull(),
    createdAt: recordedAt('created_at'),
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
    ...companyPlan(),
    activeUntil: timestamptz('active_until').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('subscriptions_company_unique').on(t.companyId)],
);

export const bookkeepingRecords = pgTable(
  'bookkeeping_records',
  {
    id: serial('id').primaryKey(),
    companyId: ownerId('company_id', () => companies.id),
    /** YYYY-MM */
    month: text('month').notNull(),
    revenue: decimal('revenue', 14).notNull(),
    expenses: decimal('expenses', 14).notNull(),
    oreExtracted: decimal('ore_extracted', 14).notNull(),
    wagesPaid: decimal('wages_paid', 14).notNull(),
    notes: blankText('notes'),
    submittedAt: recordedAt('submitted_at'),
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
