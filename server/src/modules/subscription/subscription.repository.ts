import type { PaymentIssueKind } from '@lj/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, paymentProviders, payments, subscriptionPlans, subscriptions } from '../../db/schema';
import { graceDaysSql } from './payment-rules';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type ProviderRow = typeof paymentProviders.$inferSelect;
export type PaymentIssue = { kind: PaymentIssueKind; paymentReference: string; note: string };
export type SubscriptionRow = {
  activeUntil: Date;
  plan: PlanRow | null;
  /** Running: activeUntil ahead and no payment left unverified past the grace days. */
  counts: boolean;
};
/** A payment the running subscription rests on while staff check it, and when its grace ends. */
export type PaymentBeingChecked = { paymentReference: string; graceUntil: Date };
/** What the company's status answer shows: its subscription, a payment issue or one being checked, a suspension. */
export type CompanyStanding = {
  subscription: SubscriptionRow | null;
  paymentIssue: PaymentIssue | null;
  paymentBeingChecked: PaymentBeingChecked | null;
  suspension: { reason: string; since: Date } | null;
};

/** The plans on offer to this type of user: theirs, and active. */
const offeredTo = (userType: string) =>
  and(eq(subscriptionPlans.userType, userType), eq(subscriptionPlans.isActive, true));

export function listPlans(db: Db, userType: string): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(offeredTo(userType))
    .orderBy(asc(subscriptionPlans.amount), asc(subscriptionPlans.id));
}

/** A plan a company may pay for. */
export async function findActivePlan(db: Db, id: number): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), offeredTo('company')))
    .limit(1);
  return row ?? null;
}

export function listProviders(db: Db): Promise<ProviderRow[]> {
  return db
    .select()
    .from(paymentProviders)
    .where(eq(paymentProviders.isActive, true))
    .orderBy(asc(paymentProviders.id));
}

/** An active provider named by its name (any case) or its id. */
export async function findActiveProvider(db: Db, nameOrId: string): Promise<ProviderRow | null> {
  const byId = /^\d{1,9}$/.test(nameOrId) ? eq(paymentProviders.id, Number(nameOrId)) : sql`false`;
  const [row] = await db
    .select()
    .from(paymentProviders)
    .where(
      and(
        eq(paymentProviders.isActive, true),
        sql`(lower(${paymentProviders.provider}) = lower(${nameOrId}) or ${byId})`,
      ),
    )
    .orderBy(asc(paymentProviders.id))
    .limit(1);
  return row ?? null;
}

/**
 * Payments of the company that are still unverified past the grace days while the period they paid
 * for runs: each ends the subscription (docs/decisions/0060-payment-verification.md). Computed
 * where the subscription is checked, so no scheduler has to end anything.
 */
const overdueUnverified = (companyId: typeof subscriptions.companyId | number) => sql`select 1 from ${payments}
  where ${payments.companyId} = ${companyId} and ${payments.state} = 'unverified'
    and ${payments.periodEnd} > now() and ${payments.createdAt} < now() - make_interval(days => ${graceDaysSql})`;

/** The company's most recent payment issue, if any (the order of the kinds is their weight). */
async function findPaymentIssue(db: Db, companyId: number): Promise<PaymentIssue | null> {
  const issue = sql<PaymentIssueKind | null>`case
    when ${payments.state} = 'unverified' and ${payments.periodEnd} is null then 'waiting_for_verification'
    when ${payments.state} = 'unverified' and ${payments.periodEnd} > now()
      and ${payments.createdAt} < now() - make_interval(days => ${graceDaysSql}) then 'not_verified_in_time'
    when ${payments.state} = 'rejected' then 'rejected'
    end`;
  const rows = await db
    .select({ kind: issue, paymentReference: payments.paymentReference, note: payments.reviewNote })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), sql`${issue} is not null`))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  const row = rows[0];
  return row?.kind ? { kind: row.kind, paymentReference: row.paymentReference, note: row.note } : null;
}

/** The company's latest unverified payment whose period runs (within its grace while the subscription counts). */
async function findPaymentBeingChecked(db: Db, companyId: number): Promise<PaymentBeingChecked | null> {
  const [row] = await db
    .select({
      paymentReference: payments.paymentReference,
      graceUntil: sql<Date>`${payments.createdAt} + make_interval(days => ${graceDaysSql})`.mapWith(payments.createdAt),
    })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.state, 'unverified'), sql`${payments.periodEnd} > now()`))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The company's subscription and standing: what its status answer and dashboard show. */
export async function findStanding(db: Db, companyId: number): Promise<CompanyStanding> {
  const [[subscription], paymentIssue, paymentBeingChecked, [company]] = await Promise.all([
    db
      .select({
        activeUntil: subscriptions.activeUntil,
        plan: subscriptionPlans,
        counts: sql<boolean>`${subscriptions.activeUntil} > now() and not exists (${overdueUnverified(companyId)})`,
      })
      .from(subscriptions)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.companyId, companyId))
      .limit(1),
    findPaymentIssue(db, companyId),
    findPaymentBeingChecked(db, companyId),
    db
      .select({ since: companies.suspendedAt, reason: companies.suspensionReason })
      .from(companies)
      .where(eq(companies.id, companyId)),
  ]);
  return {
    subscription: subscription ?? null,
    // A rejected payment long past is history: shown only while the subscription does not run.
    paymentIssue: paymentIssue?.kind === 'rejected' && subscription?.counts ? null : paymentIssue,
    // Past its grace the payment is an issue instead (not_verified_in_time), and the subscription does not count.
    paymentBeingChecked: subscription?.counts ? paymentBeingChecked : null,
    suspension: company?.since ? { reason: company.reason, since: company.since } : null,
  };
}

/** The database clock decides, so every server process agrees on when a subscription ends. */
export async function hasActiveSubscription(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        sql`${subscriptions.activeUntil} > now()`,
        sql`not exists (${overdueUnverified(subscriptions.companyId)})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The staff's reason while the company is suspended, else null. */
export async function findSuspension(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ reason: companies.suspensionReason })
    .from(companies)
    .where(and(eq(companies.id, companyId), sql`${companies.suspendedAt} is not null`));
  return row ? row.reason : null;
}

export type PaymentValues = {
  companyId: number;
  plan: PlanRow;
  provider: string;
  paymentReference: string;
  amount: number;
};

/** What extending needs of a payment: whose, which plan, and its row to note the period on. */
export type PaymentToApply = { id: number; companyId: number; plan: Pick<PlanRow, 'id' | 'durationDays'> };

/** How a subscription's end moves: extended (or started) by days on a plan, shortened by days, or ended now. */
export type EndMove = { extendBy: number; planId: number } | { shortenBy: number } | { endNow: true };

/**
 * The one writer of `subscriptions.active_until`, always on the database's clock, so every server
 * process and the command line agree on when a subscription ends. An extension adds to what is left
 * (a lapsed subscription starts again from now) and creates the row if there is none; `only` narrows a
 * shortening or an ending. Answers the new end, or null when no row was changed.
 */
export async function moveSubscriptionEnd(tx: Db, companyId: number, move: EndMove, only?: SQL): Promise<Date | null> {
  const returning = { activeUntil: subscriptions.activeUntil };
  if ('extendBy' in move) {
    const days = sql`make_interval(days => ${move.extendBy}::int)`;
    const [row] = await tx
      .insert(subscriptions)
      .values({ companyId, planId: move.planId, activeUntil: sql`now() + ${days}` })
      .onConflictDoUpdate({
        target: subscriptions.companyId,
        set: {
          planId: move.planId,
          activeUntil: sql`greatest(now(), ${subscriptions.activeUntil}) + ${days}`,
          updatedAt: sql`now()`,
        },
      })
      .returning(returning);
    return row?.activeUntil ?? null;
  }
  const activeUntil =
    'shortenBy' in move
      ? sql`${subscriptions.activeUntil} - make_interval(days => ${move.shortenBy}::int)`
      : sql`now()`;
  const [row] = await tx
    .update(subscriptions)
    .set({ activeUntil, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.companyId, companyId), only))
    .returning(returning);
  return row?.activeUntil ?? null;
}

/**
 * Extends the company's subscription by the payment's plan and notes the new end on the payment
 * (its period_end). Run inside the transaction that records or verifies the payment.
 */
export async function extendSubscriptionFor(tx: Db, payment: PaymentToApply): Promise<Date> {
  const move = { extendBy: payment.plan.durationDays, planId: payment.plan.id };
  const activeUntil = await moveSubscriptionEnd(tx, payment.companyId, move);
  if (!activeUntil) throw new Error('Extending the subscription returned no row.');
  await tx.update(payments).set({ periodEnd: activeUntil }).where(eq(payments.id, payment.id));
  return activeUntil;
}

/**
 * A rejected payment ends what it paid for: while its period runs, the subscription loses the
 * plan's days (later payments keep theirs). Run in the transaction that rejects it.
 */
export async function withdrawPaymentPeriod(tx: Db, payment: PaymentToApply): Promise<void> {
  const periodRuns = sql`exists (select 1 from ${payments} where ${payments.id} = ${payment.id} and ${payments.periodEnd} > now())`;
  await moveSubscriptionEnd(tx, payment.companyId, { shortenBy: payment.plan.durationDays }, periodRuns);
}

/** Inserts the payment; null when its reference was already used with the provider (any case). */
async function insertPayment(tx: Db, values: PaymentValues, verifiedBy?: string): Promise<number | null> {
  const [inserted] = await tx
    .insert(payments)
    .values({
      companyId: values.companyId,
      planId: values.plan.id,
      provider: values.provider,
      paymentReference: values.paymentReference,
      amount: values.amount,
      ...(verifiedBy === undefined
        ? {}
        : { state: 'verified' as const, reviewedAt: sql`now()`, reviewNote: verifiedBy }),
    })
    // No target: drizzle cannot name an expression index, and besides the serial id it is the table's only unique one.
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return inserted?.id ?? null;
}

/**
 * Records the payment and, unless it must wait for staff to verify it, extends the subscription, in
 * one transaction. The unique (provider, lower(reference)) index makes a reused reference, in any case,
 * insert nothing, also when several confirmations race: the losers wait for the winner's commit, then
 * see the conflict. Answers false when the reference was already used (and nothing changed).
 */
export async function recordPayment(db: Db, values: PaymentValues, waitForVerification: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const id = await insertPayment(tx, values);
    if (id === null) return false;
    if (!waitForVerification) await extendSubscriptionFor(tx, { id, companyId: values.companyId, plan: values.plan });
    return true;
  });
}

/**
 * Records a payment the provider itself confirmed (its transaction id as the reference), verified at
 * once with `note`, and extends the subscription as a staff-verified payment does: in the caller's
 * transaction. Answers the payment's id, or null when that transaction id was already recorded.
 */
export async function recordConfirmedPayment(tx: Db, values: PaymentValues, note: string): Promise<number | null> {
  const id = await insertPayment(tx, values, note);
  if (id !== null) await extendSubscriptionFor(tx, { id, companyId: values.companyId, plan: values.plan });
  return id;
}
