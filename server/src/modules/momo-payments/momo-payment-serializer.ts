import { formatPhone, type MomoAttempt, momoAttemptMessage, type StaffMomoAttempt } from '@lj/contract';
import type { AttemptRow } from './momo-payments.repository';

export const serializeMomoAttempt = (row: AttemptRow): MomoAttempt => ({
  id: row.id,
  plan: { id: row.planId, name: row.planName },
  phone: formatPhone(`+${row.msisdn}`),
  amount: row.amount,
  currency: row.currency,
  state: row.state,
  message: momoAttemptMessage({
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    reason: row.providerReason,
    delayed: row.note !== '',
  }),
  transaction_id: row.financialTransactionId,
  created_at: row.createdAt.toISOString(),
});

export const serializeStaffMomoAttempt = (row: AttemptRow): StaffMomoAttempt => ({
  ...serializeMomoAttempt(row),
  company: { id: row.companyId, name: row.companyName },
  reference_id: row.referenceId,
  provider_status: row.providerStatus,
  provider_reason: row.providerReason,
  note: row.note,
});
