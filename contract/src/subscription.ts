import { z } from 'zod';
import { namedRefSchema } from './common';

/** The 402 answer of every job-management call without an active subscription (product decisions). */
export const SUBSCRIPTION_REQUIRED_CODE = 'subscription_required';
export const SUBSCRIPTION_REQUIRED_DETAIL = 'Active subscription required to manage jobs.';
export const PAYMENT_FIELDS_REQUIRED = 'Please select a provider, plan, enter payment reference, and amount.';
export const PAYMENT_AMOUNT_MISMATCH = 'The amount does not match the selected plan.';
export const PAYMENT_REFERENCE_USED = 'This payment reference has already been used.';
export const PAYMENT_UNKNOWN_PROVIDER = 'Unknown payment provider.';
export const PAYMENT_UNKNOWN_PLAN = 'Unknown subscription plan.';

export const subscriptionPlanSchema = z.object({
  ...namedRefSchema.shape,
  amount: z.number(),
  currency: z.string(),
  duration_days: z.number().int(),
  description: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionPlansQuerySchema = z.object({
  user_type: z.enum(['company', 'job_seeker']).default('company'),
});

/** `{"plans": [...]}`, as the spec's "Answer: plans." and like the providers' answer (docs/decisions/0059-plans-and-providers.md). */
export const subscriptionPlansResponseSchema = z.object({ plans: z.array(subscriptionPlanSchema) });

export const paymentProviderSchema = z.object({ id: z.number(), provider: z.string(), instructions: z.string() });
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const paymentProvidersResponseSchema = z.object({ providers: z.array(paymentProviderSchema) });

/** Job management refused because staff suspended the company (423; the detail gives the reason). */
export const COMPANY_SUSPENDED_CODE = 'company_suspended';
export const companySuspendedDetail = (reason: string) =>
  `Your company is suspended, so you cannot post or manage jobs. Reason: ${reason} Write to us if you think this is a mistake.`;

/**
 * Why a paid subscription does not count: a payment waits for staff to verify it (when the
 * operator requires that before activation), was rejected, or was not verified within the grace days.
 */
export const paymentIssueKinds = ['waiting_for_verification', 'rejected', 'not_verified_in_time'] as const;
export type PaymentIssueKind = (typeof paymentIssueKinds)[number];

/** The company's subscription: active while active_until (ISO time) is in the future and no payment issue ends it. */
export const subscriptionStatusSchema = z.object({
  active: z.boolean(),
  active_until: z.string().nullable(),
  plan: subscriptionPlanSchema.nullable(),
  /** The payment that stops (or holds back) the subscription, with the staff's reason when rejected. */
  payment_issue: z
    .object({ kind: z.enum(paymentIssueKinds), payment_reference: z.string(), note: z.string() })
    .nullable(),
  /** Set while staff have suspended the company: its jobs are hidden and it cannot post. */
  suspension: z.object({ reason: z.string(), since: z.string() }).nullable(),
  /**
   * Set while the subscription runs on a payment staff have not verified yet: it counts for the grace
   * days (until `grace_until`, ISO time), then ends unless staff verify it. "Active, payment being checked".
   */
  payment_being_checked: z.object({ payment_reference: z.string(), grace_until: z.string() }).nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * POST /api/companies/payment/confirm/. Loose on purpose: a missing or empty field answers the one
 * message of spec section 8, which the service checks, not a per-field list.
 */
export const paymentConfirmRequestSchema = z.object({
  provider: z.union([z.string().max(100), z.number()]).nullish(),
  payment_reference: z.string().max(200).nullish(),
  amount: z.union([z.string().max(30), z.number()]).nullish(),
  plan_id: z.union([z.string().max(20), z.number()]).nullish(),
});
export type PaymentConfirmRequest = z.infer<typeof paymentConfirmRequestSchema>;

export const paymentConfirmResponseSchema = z.object({
  success: z.literal(true),
  subscription: subscriptionStatusSchema,
});
export type PaymentConfirmResponse = z.infer<typeof paymentConfirmResponseSchema>;
