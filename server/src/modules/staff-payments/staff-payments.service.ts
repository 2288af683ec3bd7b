import {
  PAYMENT_ALREADY_REJECTED,
  PAYMENT_ALREADY_VERIFIED,
  PAYMENT_NOT_FOUND,
  type StatementImport,
} from '@lj/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { recordStaffAction } from '../staff-audit';
import { extendSubscriptionFor, withdrawPaymentPeriod } from '../subscription';
import {
  lockPayment,
  lockPaymentsByReference,
  setPaymentState,
  type StaffPaymentRow,
} from './staff-payments.repository';
import { amountCents, type StatementRow } from './statement-csv';

const toApply = (row: StaffPaymentRow) => ({
  id: row.id,
  companyId: row.companyId,
  plan: { id: row.planId, durationDays: row.planDurationDays },
});

/**
 * Marks an unverified payment verified (in the caller's transaction, with its audit row). A payment
 * that waited for verification (no period yet) starts its subscription now.
 */
async function verifyLocked(tx: Db, staffUserId: number, row: StaffPaymentRow, note: string): Promise<void> {
  await setPaymentState(tx, row.id, { state: 'verified', staffUserId, note });
  const activated = row.periodEnd === null ? await extendSubscriptionFor(tx, toApply(row)) : null;
  await recordStaffAction(tx, {
    staffUserId,
    action: 'payment.verify',
    targetType: 'payment',
    targetId: row.id,
    before: { state: row.state },
    after: { state: 'verified', ...(activated ? { subscription_until: activated.toISOString() } : {}) },
    reason: note,
  });
}

export async function verifyPayment(db: Db, staffUserId: number, id: number, note: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPayment(tx, id);
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    if (row.state === 'verified') throw conflict(PAYMENT_ALREADY_VERIFIED);
    if (row.state === 'rejected') throw conflict(PAYMENT_ALREADY_REJECTED);
    await verifyLocked(tx, staffUserId, row, note);
  });
}

/**
 * Rejects a payment (unverified, or verified and found wrong later): the subscription loses the days
 * it paid for while they run. Final, so no day is given back twice.
 */
export async function rejectPayment(db: Db, staffUserId: number, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPayment(tx, id);
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    if (row.state === 'rejected') throw conflict(PAYMENT_ALREADY_REJECTED);
    await setPaymentState(tx, row.id, { state: 'rejected', staffUserId, note: reason });
    await withdrawPaymentPeriod(tx, toApply(row));
    await recordStaffAction(tx, {
      staffUserId,
      action: 'payment.reject',
      targetType: 'payment',
      targetId: row.id,
      before: { state: row.state },
      after: { state: 'rejected' },
      reason,
    });
  });
}

/**
 * Checks a provider's statement against its confirmations in one transaction: each unverified
 * confirmation whose reference (any case) and amount match a row is verified; every row lands in one
 * list of the report. Nothing is verified when the transaction fails.
 */
export async function importStatement(
  db: Db,
  staffUserId: number,
  provider: string,
  rows: StatementRow[],
): Promise<StatementImport> {
  return db.transaction(async (tx) => {
    const found = await lockPaymentsByReference(
      tx,
      provider,
      rows.map((row) => row.reference),
    );
    const byReference = new Map(found.map((payment) => [payment.paymentReference.toLowerCase(), payment]));
    const report: StatementImport = {
      provider,
      rows: rows.length,
      matched: [],
      already_verified: [],
      unmatched: [],
      mismatches: [],
    };
    const note = `Matched in the ${provider} statement.`;
    for (const row of rows) {
      const payment = byReference.get(row.reference.toLowerCase());
      if (!payment || payment.state === 'rejected') {
        report.unmatched.push({
          line: row.line,
          payment_reference: row.reference,
          amount: row.amount,
          payer: row.payer,
        });
      } else if (payment.state === 'verified') {
        report.already_verified.push({ payment_reference: payment.paymentReference });
      } else if (amountCents(row.amount) !== Math.round(payment.amount * 100)) {
        report.mismatches.push({
          payment_id: payment.id,
          payment_reference: payment.paymentReference,
          claimed: payment.amount,
          received: row.amount,
        });
      } else {
        await verifyLocked(tx, staffUserId, payment, note);
        // A reference repeated in the statement is then already verified.
        payment.state = 'verified';
        report.matched.push({
          payment_id: payment.id,
          payment_reference: payment.paymentReference,
          company: payment.companyName,
          amount: payment.amount,
        });
      }
    }
    await recordStaffAction(tx, {
      staffUserId,
      action: 'payment.import_statement',
      targetType: 'payment_provider',
      targetId: provider,
      after: {
        rows: report.rows,
        matched: report.matched.length,
        already_verified: report.already_verified.length,
        unmatched: report.unmatched.length,
        mismatches: report.mismatches.length,
      },
    });
    return report;
  });
}
