import { STATEMENT_AMOUNT_DIFFERS } from '@lj/contract';
import type { StaffPaymentRow } from './staff-payments.repository';
import { readStatementAmount } from './statement-amount';
import type { StatementRow } from './statement-csv';

/** What one statement row means for the payments naming its reference. */
export type RowMatch =
  | { kind: 'unmatched' }
  | { kind: 'ambiguous'; payments: StaffPaymentRow[] }
  | { kind: 'already_verified'; payment: StaffPaymentRow }
  | { kind: 'mismatch'; payment: StaffPaymentRow; reason: string }
  | { kind: 'match'; payment: StaffPaymentRow };

/**
 * Decides a statement row against the payments naming its reference in any case. A rejected payment is
 * not a candidate. Two candidates (a database that held references differing only in case) make the row
 * ambiguous: picking one could verify the copy and leave the company that paid without its subscription.
 * The row verifies only money received, of exactly the amount the company claimed.
 */
export function matchStatementRow(row: StatementRow, named: StaffPaymentRow[]): RowMatch {
  const candidates = named.filter((payment) => payment.state !== 'rejected');
  const [payment] = candidates;
  if (!payment) return { kind: 'unmatched' };
  if (candidates.length > 1) return { kind: 'ambiguous', payments: candidates };
  if (payment.state === 'verified') return { kind: 'already_verified', payment };
  const amount = readStatementAmount(row.amount);
  if ('problem' in amount) return { kind: 'mismatch', payment, reason: amount.problem };
  if (amount.cents !== Math.round(payment.amount * 100)) {
    return { kind: 'mismatch', payment, reason: STATEMENT_AMOUNT_DIFFERS };
  }
  return { kind: 'match', payment };
}
