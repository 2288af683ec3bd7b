import type { StaffPayment } from '@lj/contract';
import type { StaffPaymentRow } from './staff-payments.repository';
import { toCsv } from './csv-export';

export const serializeStaffPayment = (row: StaffPaymentRow): StaffPayment => ({
  id: row.id,
  company: { id: row.companyId, name: row.companyName },
  plan: { id: row.planId, name: row.planName },
  provider: row.provider,
  payment_reference: row.paymentReference,
  amount: row.amount,
  created_at: row.createdAt.toISOString(),
  state: row.state,
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
  reviewed_by: row.reviewedBy,
  review_note: row.reviewNote,
});

const EXPORT_HEADING = ['id', 'company', 'plan', 'provider', 'reference', 'amount', 'confirmed_at', 'state'];

/** The payments export: one CSV line a payment, as the staff list shows it. */
export function paymentsCsv(rows: StaffPaymentRow[]): string {
  const lines = rows.map((row) => {
    const payment = serializeStaffPayment(row);
    return [
      payment.id,
      payment.company.name,
      payment.plan.name,
      payment.provider,
      payment.payment_reference,
      payment.amount.toFixed(2),
      payment.created_at,
      payment.state,
    ];
  });
  return toCsv([EXPORT_HEADING, ...lines]);
}
