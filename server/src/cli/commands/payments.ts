import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, payments, subscriptionPlans } from '../../db/schema';
import { listCommand } from '../command';

/** Every payment confirmation, newest first, for the operator to check against the provider's statement. */
export const listPayments = (db: Db) =>
  db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      company: companies.name,
      plan: subscriptionPlans.name,
      provider: payments.provider,
      reference: payments.paymentReference,
      amount: payments.amount,
    })
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .orderBy(desc(payments.createdAt), desc(payments.id));

/** "2026-01-15 10:00", in UTC (Liberia's time all year). */
const minute = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16);

export const listPaymentsCommand = listCommand({
  name: 'list-payments',
  summary: 'List the payment confirmations, newest first.',
  empty: 'No payments.',
  list: listPayments,
  format: (row) =>
    `${row.id}  ${minute(row.createdAt)}  ${row.company}  ${row.plan}  USD ${row.amount.toFixed(2)}  ${row.provider}  ref ${row.reference}`,
});
