import {
  STAFF_PAYMENTS_PAGE_SIZE,
  type PaymentState,
  type StaffPaymentListQuery,
  type StatementFormat,
} from '@lj/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withinDays } from '../../lib/week-filter';
import {
  companies,
  paymentProviders,
  payments,
  paymentStatementFormats,
  subscriptionPlans,
  users,
} from '../../db/schema';

const paymentSelection = {
  id: payments.id,
  companyId: payments.companyId,
  companyName: companies.name,
  planId: subscriptionPlans.id,
  planName: subscriptionPlans.name,
  planDurationDays: subscriptionPlans.durationDays,
  provider: payments.provider,
  paymentReference: payments.paymentReference,
  amount: payments.amount,
  createdAt: payments.createdAt,
  state: payments.state,
  reviewedAt: payments.reviewedAt,
  reviewedBy: users.email,
  reviewNote: payments.reviewNote,
  periodEnd: payments.periodEnd,
};

function selectPayments(db: Db, where: SQL | undefined) {
  return db
    .select(paymentSelection)
    .from(payments)
    .innerJoin(companies, eq(companies.id, payments.companyId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .leftJoin(users, eq(users.id, payments.reviewedBy))
    .where(where)
    .$dynamic();
}

export type StaffPaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

const inState = (state: PaymentState | undefined) => (state ? eq(payments.state, state) : undefined);

/** One page of payments, newest first, and how many there are in that state, decided within the days if given. */
export async function listPayments(db: Db, { state, page, ...days }: StaffPaymentListQuery) {
  const where = and(inState(state === 'all' ? undefined : state), withinDays(payments.reviewedAt, days));
  const [rows, count] = await Promise.all([
    selectPayments(db, where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(STAFF_PAYMENTS_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAYMENTS_PAGE_SIZE),
    db.$count(payments, where),
  ]);
  return { rows, count };
}

/** The export holds at most this many rows, newest first (docs/decisions/0061-payment-statements.md). */
export const EXPORT_MAX_ROWS = 50_000;

export function listPaymentsForExport(db: Db, state: PaymentState | undefined): Promise<StaffPaymentRow[]> {
  return selectPayments(db, inState(state)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(EXPORT_MAX_ROWS);
}

/** Every payment confirmation, newest first: the operator's `list-payments`, checked against a provider's statement. */
export function listAllPayments(db: Db): Promise<StaffPaymentRow[]> {
  return selectPayments(db, undefined).orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The payment, its row locked until the transaction ends (two staff acting at once wait in turn). */
export async function lockPayment(tx: Db, id: number): Promise<StaffPaymentRow | null> {
  const [row] = await selectPayments(tx, eq(payments.id, id)).for('update', { of: payments });
  return row ?? null;
}

/**
 * For each of the statement's references, the provider's payments naming it in any case, locked for
 * the import's transaction. The database folds the case on both sides (lower(), as the unique index
 * does), so the match and the index agree on every alphabet.
 */
export async function lockPaymentsByReference(
  tx: Db,
  provider: string,
  references: string[],
): Promise<Map<string, StaffPaymentRow[]>> {
  const found = new Map(references.map((reference): [string, StaffPaymentRow[]] => [reference, []]));
  if (found.size === 0) return found;
  const list = sql.join(
    [...found.keys()].map((reference) => sql`${reference}`),
    sql`, `,
  );
  const pairs = await tx
    .select({ reference: sql<string>`statement.reference`, id: payments.id })
    .from(payments)
    .innerJoin(
      sql`unnest(array[${list}]::text[]) as statement(reference)`,
      sql`lower(${payments.paymentReference}) = lower(statement.reference)`,
    )
    .where(eq(payments.provider, provider));
  if (pairs.length === 0) return found;
  const rows = await selectPayments(
    tx,
    inArray(
      payments.id,
      pairs.map((pair) => pair.id),
    ),
  ).for('update', { of: payments });
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const pair of pairs) {
    const row = byId.get(pair.id);
    if (row) found.get(pair.reference)?.push(row);
  }
  return found;
}

export async function setPaymentState(
  tx: Db,
  id: number,
  values: { state: PaymentState; staffUserId: number; note: string },
): Promise<void> {
  await tx
    .update(payments)
    .set({ state: values.state, reviewedBy: values.staffUserId, reviewedAt: sql`now()`, reviewNote: values.note })
    .where(eq(payments.id, id));
}

/**
 * The statement columns of the merchant portals' exports (transaction id, date, amount, payer
 * number), used until staff save their own; checked against sample exports (docs/decisions/0061-payment-statements.md).
 */
function defaultFormat(provider: string): StatementFormat {
  if (/mtn/i.test(provider)) {
    return {
      provider,
      reference_column: 'Financial Transaction Id',
      date_column: 'Date',
      amount_column: 'Amount',
      payer_column: 'From',
    };
  }
  if (/orange/i.test(provider)) {
    return {
      provider,
      reference_column: 'Transaction ID',
      date_column: 'Date',
      amount_column: 'Amount',
      payer_column: 'Sender',
    };
  }
  return {
    provider,
    reference_column: 'Transaction ID',
    date_column: 'Date',
    amount_column: 'Amount',
    payer_column: 'Payer',
  };
}

const formatOf = (row: typeof paymentStatementFormats.$inferSelect): StatementFormat => ({
  provider: row.provider,
  reference_column: row.referenceColumn,
  date_column: row.dateColumn,
  amount_column: row.amountColumn,
  payer_column: row.payerColumn,
});

/** Every active provider's statement format: the saved one, else the default. */
export async function listStatementFormats(db: Db): Promise<StatementFormat[]> {
  const [providers, saved] = await Promise.all([
    db
      .select({ provider: paymentProviders.provider })
      .from(paymentProviders)
      .where(eq(paymentProviders.isActive, true))
      .orderBy(paymentProviders.id),
    db.select().from(paymentStatementFormats),
  ]);
  return providers.map(({ provider }) => {
    const row = saved.find((format) => format.provider === provider);
    return row ? formatOf(row) : defaultFormat(provider);
  });
}

/** The provider as payments store it (its exact name), any case given; null when unknown. */
export async function findProviderName(db: Db, name: string): Promise<string | null> {
  const [row] = await db
    .select({ provider: paymentProviders.provider })
    .from(paymentProviders)
    .where(sql`lower(${paymentProviders.provider}) = lower(${name})`)
    .limit(1);
  return row?.provider ?? null;
}

export async function findStatementFormat(db: Db, provider: string): Promise<StatementFormat> {
  const [row] = await db.select().from(paymentStatementFormats).where(eq(paymentStatementFormats.provider, provider));
  return row ? formatOf(row) : defaultFormat(provider);
}

/** Saves a provider's format; answers the one it replaces (for the audit log). */
export async function saveStatementFormat(tx: Db, format: StatementFormat): Promise<StatementFormat> {
  const before = await findStatementFormat(tx, format.provider);
  const values = {
    referenceColumn: format.reference_column,
    dateColumn: format.date_column,
    amountColumn: format.amount_column,
    payerColumn: format.payer_column,
  };
  await tx
    .insert(paymentStatementFormats)
    .values({ provider: format.provider, ...values })
    .onConflictDoUpdate({ target: paymentStatementFormats.provider, set: { ...values, updatedAt: sql`now()` } });
  return before;
}

/** The overview's "Payments waiting": confirmations nobody has checked yet. */
export const countPaymentsWaiting = (db: Db): Promise<number> => db.$count(payments, eq(payments.state, 'unverified'));
