import { STAFF_PAYMENTS_PAGE_SIZE } from '@lj/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, mobilePaymentAttempts, subscriptionPlans, users } from '../../db/schema';

const attempts = mobilePaymentAttempts;

/** How long an attempt is polled for a final answer before it counts as expired. */
export const MOMO_WINDOW_MINUTES = 30;

const attemptSelection = {
  id: attempts.id,
  companyId: attempts.companyId,
  companyName: companies.name,
  planId: attempts.planId,
  planName: subscriptionPlans.name,
  referenceId: attempts.referenceId,
  msisdn: attempts.msisdn,
  amount: attempts.amount,
  currency: attempts.currency,
  state: attempts.state,
  requested: attempts.requested,
  providerStatus: attempts.providerStatus,
  providerReason: attempts.providerReason,
  financialTransactionId: attempts.financialTransactionId,
  note: attempts.note,
  checks: attempts.checks,
  paymentId: attempts.paymentId,
  createdAt: attempts.createdAt,
  /** Past the polling window (the database clock decides, as for subscriptions). */
  overdue: sql<boolean>`${attempts.createdAt} < now() - make_interval(mins => ${MOMO_WINDOW_MINUTES})`,
};

const selectAttempts = (db: Db, where: SQL | undefined) =>
  db
    .select(attemptSelection)
    .from(attempts)
    .innerJoin(companies, eq(companies.id, attempts.companyId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, attempts.planId))
    .where(where)
    .$dynamic();

export type AttemptRow = Awaited<ReturnType<typeof selectAttempts>>[number];

export type NewAttempt = {
  companyId: number;
  planId: number;
  referenceId: string;
  msisdn: string;
  amount: number;
  currency: string;
};

/** Stores the attempt before the provider is called; null while another of the company's waits. */
export async function insertAttempt(db: Db, values: NewAttempt): Promise<AttemptRow | null> {
  const [row] = await db.insert(attempts).values(values).onConflictDoNothing().returning({ id: attempts.id });
  return row ? findAttempt(db, row.id) : null;
}

export async function findAttempt(db: Db, id: number): Promise<AttemptRow | null> {
  const [row] = await selectAttempts(db, eq(attempts.id, id));
  return row ?? null;
}

export async function findAttemptByReference(db: Db, referenceId: string): Promise<AttemptRow | null> {
  const [row] = await selectAttempts(db, eq(attempts.referenceId, referenceId));
  return row ?? null;
}

/** The attempt, its row locked until the transaction ends: checks of one attempt take turns. */
export async function lockAttempt(tx: Db, id: number): Promise<AttemptRow | null> {
  const [row] = await selectAttempts(tx, eq(attempts.id, id)).for('update', { of: attempts });
  return row ?? null;
}

/** The company's latest attempt: what its subscription page shows, also after leaving and coming back. */
export async function latestAttempt(db: Db, companyId: number): Promise<AttemptRow | null> {
  const [row] = await selectAttempts(db, eq(attempts.companyId, companyId))
    .orderBy(desc(attempts.createdAt), desc(attempts.id))
    .limit(1);
  return row ?? null;
}

/** Staff's list: every attempt, newest first. */
export async function listAttempts(db: Db, page: number) {
  const [rows, count] = await Promise.all([
    selectAttempts(db, undefined)
      .orderBy(desc(attempts.createdAt), desc(attempts.id))
      .limit(STAFF_PAYMENTS_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAYMENTS_PAGE_SIZE),
    db.$count(attempts),
  ]);
  return { rows, count };
}

/** Pending attempts nobody checked for `idleSeconds`: their checks were lost (a crash between two). */
export async function idlePendingAttempts(db: Db, idleSeconds: number): Promise<number[]> {
  const rows = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(eq(attempts.state, 'pending'), sql`${attempts.updatedAt} < now() - make_interval(secs => ${idleSeconds})`),
    );
  return rows.map((row) => row.id);
}

export type AttemptChange = Partial<
  Pick<
    typeof attempts.$inferInsert,
    'state' | 'requested' | 'providerStatus' | 'providerReason' | 'financialTransactionId' | 'note' | 'paymentId'
  >
>;

/**
 * Notes a check on the attempt; only while it is in one of `from` (so a late answer never undoes a
 * final state). Answers whether the row changed.
 */
export async function updateAttempt(
  tx: Db,
  id: number,
  change: AttemptChange,
  from: Array<AttemptRow['state']>,
): Promise<boolean> {
  const rows = await tx
    .update(attempts)
    .set({ ...change, checks: sql`${attempts.checks} + 1`, updatedAt: sql`now()` })
    .where(and(eq(attempts.id, id), inArray(attempts.state, from)))
    .returning({ id: attempts.id });
  return rows.length > 0;
}

/** Whether the company's account is active and the plan still offered, read under a share lock in `tx`. */
export async function stillPayable(tx: Db, companyId: number, planId: number): Promise<boolean> {
  const [company] = await tx
    .select({ active: users.isActive })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, companyId))
    .for('share');
  const [plan] = await tx
    .select({ active: subscriptionPlans.isActive })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, planId))
    .for('share');
  return company?.active === true && plan?.active === true;
}
