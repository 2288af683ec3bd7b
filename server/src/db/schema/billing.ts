import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blankText, decimal, ownerId, recordedAt, timestamps, timestamptz } from './columns';
import { companies } from './companies';
import { users } from './users';

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

/** Whether staff have matched a confirmation with the money received. */
export const paymentStateEnum = pgEnum('payment_state', ['unverified', 'verified', 'rejected']);

/**
 * Every confirmation is kept for audit; a reference is usable once per provider, whatever its case
 * (`OM-1` and `om-1` are one payment to the provider, so two companies cannot both claim it).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    ...companyPlan(),
    provider: text('provider').notNull(),
    paymentReference: text('payment_reference').notNull(),
    amount: decimal('amount', 10).notNull(),
    createdAt: recordedAt('created_at'),
    state: paymentStateEnum('state').notNull().default('unverified'),
    /** The staff member who verified or rejected it, when, and the reason given. */
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    reviewNote: blankText('review_note'),
    /**
     * The subscription's end once this payment extended it; null while it waits for verification
     * (PAYMENT_VERIFICATION_REQUIRED). A bad payment ends the subscription while this is ahead.
     */
    periodEnd: timestamptz('period_end'),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_unique').on(t.provider, sql`lower(${t.paymentReference})`),
    index('payments_company_idx').on(t.companyId),
    index('payments_state_created_idx').on(t.state, t.createdAt.desc()),
  ],
);

/**
 * Which column of a provider's statement export (CSV) holds what; staff edit it, since a portal
 * may rename its columns. Keyed by the provider's name as payments store it.
 */
export const paymentStatementFormats = pgTable('payment_statement_formats', {
  provider: text('provider').primaryKey(),
  referenceColumn: text('reference_column').notNull(),
  dateColumn: text('date_column').notNull(),
  amountColumn: text('amount_column').notNull(),
  payerColumn: text('payer_column').notNull(),
  updatedAt: recordedAt('updated_at'),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    ...companyPlan(),
    activeUntil: timestamptz('active_until').notNull(),
    /** The end (`active_until`) the company was told is near, and the one it was told has come: each once. */
    endingToldFor: timestamptz('ending_told_for'),
    endedToldFor: timestamptz('ended_told_for'),
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

/**
 * Where a request to pay through a mobile-money API stands (docs/decisions/0094-momo-request-to-pay.md):
 * pending until the provider's status endpoint gives a final answer; activated once its SUCCESSFUL
 * answer paid for the plan; declined (the provider's FAILED, its reason kept) or expired (no final answer
 * within the polling window); refused when the provider took the money but it cannot pay for the plan
 * (another amount or currency, or the company or plan deactivated meanwhile): staff refund it.
 */
export const mobilePaymentStateEnum = pgEnum('mobile_payment_state', [
  'pending',
  'activated',
  'declined',
  'expired',
  'refused',
]);

/**
 * One request to pay sent to MTN MoMo Collections: stored with its X-Reference-Id before the call, so
 * every later check (callback, poll, restart) asks about the same request. `payment_id` is set once, in
 * the transaction that activates it: an attempt pays for one period at most.
 */
export const mobilePaymentAttempts = pgTable(
  'mobile_payment_attempts',
  {
    id: serial('id').primaryKey(),
    ...companyPlan(),
    referenceId: uuid('reference_id').notNull(),
    /** The payer's number as the provider reads it: country code and number, digits only. */
    msisdn: text('msisdn').notNull(),
    amount: decimal('amount', 10).notNull(),
    currency: text('currency').notNull(),
    state: mobilePaymentStateEnum('state').notNull().default('pending'),
    /** Whether the provider accepted the request (202); until then each check asks it again. */
    requested: boolean('requested').notNull().default(false),
    /** The provider's last status (PENDING, SUCCESSFUL, FAILED), its reason code and transaction id. */
    providerStatus: blankText('provider_status'),
    providerReason: blankText('provider_reason'),
    financialTransactionId: blankText('financial_transaction_id'),
    /** Why it waits or did not activate, for staff (provider unreachable, amount differs...). */
    note: blankText('note'),
    checks: integer('checks').notNull().default(0),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('mobile_payment_attempts_reference_unique').on(t.referenceId),
    uniqueIndex('mobile_payment_attempts_payment_unique').on(t.paymentId),
    index('mobile_payment_attempts_company_idx').on(t.companyId, t.createdAt.desc()),
    // One request waiting per company: a second would ask the payer twice.
    uniqueIndex('mobile_payment_attempts_one_pending').on(t.companyId).where(sql`${t.state} = 'pending'`),
  ],
);
