import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, payments, subscriptionPlans } from '../../db/schema';
import type { Command } from '../command';

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

export const listPaymentsCommand: Command = {
  name: 'list-payments',
  usage: 'list-payments',
  summary: 'List the payment confirmations, newest first.',
  async run({ db }) {
    const rows = await listPayments(db);
    if (rows.length === 0) console.log('No payments.');
    for (const row of rows) {
      const when = row.createdAt.toISOString().replace('T', ' ').slice(0, 16);
      console.log(
        `${row.id}  ${when}  ${row.company}  ${row.plan}  USD ${row.amount.toFixed(2)}  ${row.provider}  ref ${row.reference}`,
      );
    }
  },
};
