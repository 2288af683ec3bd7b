import { z } from 'zod';
import { namedRefSchema, paginatedSchema } from './common';
import { phoneNumberSchema } from './phone';

/**
 * Paying a subscription by MTN MoMo request-to-pay (docs/decisions/0094-momo-request-to-pay.md): the
 * payer approves on their phone, the provider's status endpoint confirms, the subscription starts.
 */
export const MOMO_PROVIDER_NAME = 'MTN MoMo';

/** Where an attempt stands: waiting on the phone, paid and applied, declined, no answer in time, or paid but not applied. */
export const mobilePaymentStates = ['pending', 'activated', 'declined', 'expired', 'refused'] as const;
export type MobilePaymentState = (typeof mobilePaymentStates)[number];

export const MOMO_NOT_MTN = 'An MTN MoMo number starts with 088 or 055, e.g. 0880 123 456.';
export const MOMO_NOT_OFFERED = 'Paying by MTN MoMo is not available. Pay another way below.';
export const MOMO_ALREADY_WAITING =
  'A payment request is already waiting on your phone. Approve or decline it there, or wait until it expires.';

/** POST /api/companies/payment/momo/: the plan and the number that approves the payment. */
export const momoPaymentRequestSchema = z.object({
  plan_id: z.number().int().positive(),
  phone: phoneNumberSchema.refine((phone) => /^\+231(88|55)[0-9]{7}$/.test(phone), MOMO_NOT_MTN),
});
export type MomoPaymentRequest = z.input<typeof momoPaymentRequestSchema>;

/** One attempt as its company sees it; `message` says where it stands in plain words. */
export const momoAttemptSchema = z.object({
  id: z.number(),
  plan: namedRefSchema,
  phone: z.string(),
  amount: z.number(),
  currency: z.string(),
  state: z.enum(mobilePaymentStates),
  message: z.string(),
  /** The provider's transaction id once it paid (the payment's reference), else ''. */
  transaction_id: z.string(),
  created_at: z.string(),
});
export type MomoAttempt = z.infer<typeof momoAttemptSchema>;

/** GET /api/companies/payment/momo/: whether the option is offered, and the company's latest attempt. */
export const momoStatusSchema = z.object({ offered: z.boolean(), attempt: momoAttemptSchema.nullable() });
export type MomoStatus = z.infer<typeof momoStatusSchema>;

/** Staff's Payments screen: every attempt, with what the provider said. */
export const staffMomoAttemptSchema = momoAttemptSchema.extend({
  company: namedRefSchema,
  reference_id: z.string(),
  provider_status: z.string(),
  provider_reason: z.string(),
  note: z.string(),
});
export type StaffMomoAttempt = z.infer<typeof staffMomoAttemptSchema>;
export const staffMomoAttemptListSchema = paginatedSchema(staffMomoAttemptSchema);
export type StaffMomoAttemptList = z.infer<typeof staffMomoAttemptListSchema>;
export const staffMomoAttemptQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The provider's FAILED reasons in the words a company reads. */
const DECLINE_WORDS: Record<string, string> = {
  APPROVAL_REJECTED: 'The payment was declined on the phone.',
  NOT_ENOUGH_FUNDS: 'There was not enough money in the MoMo account.',
  LOW_BALANCE_OR_PAYEE_LIMIT_REACHED_OR_NOT_ALLOWED:
    'There was not enough money in the MoMo account, or its limit was reached.',
  PAYER_LIMIT_REACHED: 'The MoMo account has reached its limit.',
  EXPIRED: 'Nobody approved the payment on the phone in time.',
  PAYER_NOT_FOUND: 'This number has no MTN MoMo account.',
  TRANSACTION_CANCELED: 'The payment was cancelled.',
};

/** What a company reads about its attempt. */
export function momoAttemptMessage(attempt: {
  state: MobilePaymentState;
  amount: number;
  currency: string;
  reason: string;
  /** The provider has not answered lately: we keep asking. */
  delayed: boolean;
}): string {
  const sum = `${attempt.currency} ${attempt.amount.toFixed(2).replace(/\.00$/, '')}`;
  switch (attempt.state) {
    case 'pending':
      return attempt.delayed
        ? `Approve the payment of ${sum} on your phone when the request comes. MTN MoMo is slow to answer; we keep trying.`
        : `Approve the payment of ${sum} on your phone.`;
    case 'activated':
      return `Paid: ${sum}. Your subscription is active.`;
    case 'declined':
      return DECLINE_WORDS[attempt.reason] ?? 'MTN MoMo could not take the payment. No money was taken.';
    case 'expired':
      return 'Nobody approved the payment on the phone in time. No money was taken.';
    case 'refused':
      return 'MTN MoMo took the payment but it could not pay for this plan. We will refund it; write to us.';
  }
}
