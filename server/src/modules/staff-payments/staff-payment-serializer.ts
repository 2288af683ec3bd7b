import type { StaffPayment } from '@lj/contract';
import type { StaffPaymentRow } from './staff-payments.repository';

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
