import {
  PAYMENT_ALREADY_REJECTED,
  PAYMENT_ALREADY_VERIFIED,
  PAYMENT_NOT_FOUND,
  type PaymentRules,
  type PaymentState,
  type StatementFormat,
  type StatementImport,
} from '@lj/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { type ActionRecord, auditedChange, staffActor } from '../staff-audit';
import { extendSubscriptionFor, readPaymentRules, withdrawPaymentPeriod, writePaymentRules } from '../subscription';
import { paymentsCsv } from './staff-payment-serializer';
import {
  listPaymentsForExport,
  lockPayment,
  lockPaymentsByReference,
  saveStatementFormat,
  setPaymentState,
  type StaffPaymentRow,
} from './staff-payments.repository';
import type { StatementRow } from './statement-csv';
import { matchStatementRow } from './statement-match';

const toApply = (row: StaffPaymentRow) => ({
  id: row.id,
  companyId: row.companyId,
  plan: { id: row.planId, durationDays: row.planDurationDays },
});

/**
 * Marks an unverified payment verified (in the caller's transaction), answering its audit row. A
 * payment that waited for verification (no period yet) starts its subscription now.
 */
async function verifyLocked(tx: Db, staffUserId: number, row: StaffPaymentRow, note: string): Promise<ActionRecord> {
  await setPaymentState(tx, row.id, { state: 'verified', staffUserId, note });
  const activated = row.periodEnd === null ? await extendSubscriptionFor(tx, toApply(row)) : null;
  return {
    action: 'payment.verify',
    targetType: 'payment',
    targetId: row.id,
    before: { state: row.state },
    after: { state: 'verified', ...(activated ? { subscription_until: activated.toISOString() } : {}) },
    reason: note,
  };
}

export async function verifyPayment(db: Db, staffUserId: number, id: number, note: string): Promise<void> {
  await auditedChange(db, staffActor(staffUserId), async (tx) => {
    const row = await lockPayment(tx, id);
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    if (row.state === 'verified') throw conflict(PAYMENT_ALREADY_VERIFIED);
    if (row.state === 'rejected') throw conflict(PAYMENT_ALREADY_REJECTED);
    return { result: undefined, audit: await verifyLocked(tx, staffUserId, row, note) };
  });
}

/**
 * Rejects a payment (unverified, or verified and found wrong later): the subscription loses the days
 * it paid for while they run. Final, so no day is given back twice.
 */
export async function rejectPayment(db: Db, staffUserId: number, id: number, reason: string): Promise<void> {
  await auditedChange(db, staffActor(staffUserId), async (tx) => {
    const row = await lockPayment(tx, id);
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    if (row.state === 'rejected') throw conflict(PAYMENT_ALREADY_REJECTED);
    await setPaymentState(tx, row.id, { state: 'rejected', staffUserId, note: reason });
    await withdrawPaymentPeriod(tx, toApply(row));
    const audit = { action: 'payment.reject', targetType: 'payment', targetId: row.id, reason };
    return { result: undefined, audit: { ...audit, before: { state: row.state }, after: { state: 'rejected' } } };
  });
}

/**
 * Checks a provider's statement against its confirmations in one transaction: each unverified
 * confirmation that is the only one naming a row's reference (any case), with that amount received,
 * is verified; every row lands in one list of the report. Nothing is verified when the transaction fails.
 */
export async function importStatement(
  db: Db,
  staffUserId: number,
  provider: string,
  rows: StatementRow[],
): Promise<StatementImport> {
  return auditedChange(db, staffActor(staffUserId), async (tx) => {
    const audit: ActionRecord[] = [];
    const named = await lockPaymentsByReference(
      tx,
      provider,
      rows.map((row) => row.reference),
    );
    const report: StatementImport = {
      provider,
      rows: rows.length,
      matched: [],
      already_verified: [],
      unmatched: [],
      mismatches: [],
      ambiguous: [],
    };
    const note = `Matched in the ${provider} statement.`;
    for (const row of rows) {
      const match = matchStatementRow(row, named.get(row.reference) ?? []);
      const { line, reference: payment_reference } = row;
      if (match.kind === 'unmatched') {
        report.unmatched.push({ line, payment_reference, amount: row.amount, payer: row.payer });
      } else if (match.kind === 'ambiguous') {
        const payments = match.payments.map((payment) => ({
          payment_id: payment.id,
          payment_reference: payment.paymentReference,
          company: payment.companyName,
        }));
        report.ambiguous.push({ line, payment_reference, payments });
      } else if (match.kind === 'already_verified') {
        report.already_verified.push({ payment_reference: match.payment.paymentReference });
      } else if (match.kind === 'mismatch') {
        const { payment, reason } = match;
        report.mismatches.push({
          line,
          payment_id: payment.id,
          payment_reference: payment.paymentReference,
          claimed: payment.amount,
          received: row.amount,
          reason,
        });
      } else {
        const { payment } = match;
        audit.push(await verifyLocked(tx, staffUserId, payment, note));
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
    const counts = ['matched', 'already_verified', 'unmatched', 'mismatches', 'ambiguous'] as const;
    audit.push({
      action: 'payment.import_statement',
      targetType: 'payment_provider',
      targetId: provider,
      after: { rows: report.rows, ...Object.fromEntries(counts.map((list) => [list, report[list].length])) },
    });
    return { result: report, audit };
  });
}

/** The payments export (CSV), audited as 'payment.export': the accounts leave the console with a record of who took them. */
export function exportPayments(db: Db, staffUserId: number, state: PaymentState | undefined): Promise<string> {
  return auditedChange(db, staffActor(staffUserId), async (tx) => {
    const rows = await listPaymentsForExport(tx, state);
    const audit = { action: 'payment.export', targetType: 'payment', targetId: state ?? 'all' };
    return { result: paymentsCsv(rows), audit: { ...audit, after: { rows: rows.length } } };
  });
}

/** Saves where a provider's statement keeps each value, audited as 'payment.statement_format'. */
export function saveProviderStatementFormat(db: Db, staffUserId: number, format: StatementFormat) {
  return auditedChange(db, staffActor(staffUserId), async (tx) => {
    const before = await saveStatementFormat(tx, format);
    const audit = { action: 'payment.statement_format', targetType: 'payment_provider', targetId: format.provider };
    return { result: format, audit: { ...audit, before, after: format } };
  });
}

/** Changes the operator's payment rules (grace days, verification first), audited as 'setting.payment_rules'. */
export function changePaymentRules(db: Db, staffUserId: number, rules: PaymentRules) {
  return auditedChange(db, staffActor(staffUserId), async (tx) => {
    const before = await readPaymentRules(tx);
    await writePaymentRules(tx, rules);
    const audit = { action: 'setting.payment_rules', targetType: 'setting', targetId: 'payment_rules' };
    return { result: rules, audit: { ...audit, before, after: rules } };
  });
}
