import { STATEMENT_AMOUNT_DIFFERS, STATEMENT_AMOUNT_PAID_OUT } from '@lj/contract';
import { describe, expect, it } from 'vitest';
import type { StaffPaymentRow } from './staff-payments.repository';
import { matchStatementRow } from './statement-match';

const row = { line: 2, reference: 'om-real-777', date: '2026-11-20', amount: '25.00', payer: '0770000001' };

let nextId = 1;
const payment = (paymentReference: string, state: StaffPaymentRow['state'] = 'unverified'): StaffPaymentRow => ({
  id: nextId++,
  companyId: nextId,
  companyName: `Company ${nextId}`,
  planId: 1,
  planName: 'basic',
  planDurationDays: 30,
  provider: 'Orange Money',
  paymentReference,
  amount: 25,
  createdAt: new Date(),
  state,
  reviewedAt: null,
  reviewedBy: null,
  reviewNote: '',
  periodEnd: null,
});

describe('a statement row against the payments naming its reference', () => {
  it('when two payments name the reference in different cases, then the row is ambiguous and neither is picked', () => {
    const paid = payment('OM-REAL-777');
    const copy = payment('om-real-777');
    expect(matchStatementRow(row, [paid, copy])).toEqual({ kind: 'ambiguous', payments: [paid, copy] });
  });

  it('when one of two is rejected, then the other is the one payment it names', () => {
    const paid = payment('OM-REAL-777');
    expect(matchStatementRow(row, [payment('om-real-777', 'rejected'), paid])).toEqual({
      kind: 'match',
      payment: paid,
    });
  });

  it('when the row pays out or another amount, then it is a mismatch with the reason', () => {
    const paid = payment('OM-REAL-777');
    for (const amount of ['-25.00', '(25.00)']) {
      expect(matchStatementRow({ ...row, amount }, [paid])).toEqual({
        kind: 'mismatch',
        payment: paid,
        reason: STATEMENT_AMOUNT_PAID_OUT,
      });
    }
    expect(matchStatementRow({ ...row, amount: '20.00' }, [paid])).toMatchObject({ reason: STATEMENT_AMOUNT_DIFFERS });
    expect(matchStatementRow(row, [])).toEqual({ kind: 'unmatched' });
  });
});
