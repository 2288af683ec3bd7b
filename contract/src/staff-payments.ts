import { z } from 'zod';
import { namedRefSchema, paginatedSchema, requiredText } from './common';
import { STAFF_REASON_MAX } from './staff';
import { checkWeekFilter, weekFilterShape } from './week-filter';

/** Staff check each payment confirmation against the money the provider received. */
export const paymentStates = ['unverified', 'verified', 'rejected'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** Days an unverified payment keeps its subscription running (setting; docs/decisions/0060-payment-verification.md). */
export const PAYMENT_GRACE_DAYS_DEFAULT = 3;
export const PAYMENT_GRACE_DAYS_MIN = 1;
export const PAYMENT_GRACE_DAYS_MAX = 30;

/** Statement uploads (docs/decisions/0061-payment-statements.md): a month of a busy merchant account is far below both. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 5000;
export const STAFF_PAYMENTS_PAGE_SIZE = 25;
/** Statement column names. */
export const STATEMENT_COLUMN_MAX = 100;

export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const PAYMENT_ALREADY_VERIFIED = 'This payment is already verified.';
export const PAYMENT_ALREADY_REJECTED = 'This payment was rejected; a rejection is final.';
export const STATEMENT_NOT_CSV = 'The statement must be a CSV text file as the provider exports it.';
export const STATEMENT_TOO_LARGE = 'The statement is too large. The maximum size is 2 MB.';
export const STATEMENT_TOO_MANY_ROWS = `The statement has too many rows. Import at most ${STATEMENT_MAX_ROWS} at a time.`;
/** Why a statement row naming a payment does not verify it (the import report's mismatches). */
export const STATEMENT_AMOUNT_DIFFERS = 'The statement shows another amount than the company claimed.';
export const STATEMENT_AMOUNT_PAID_OUT =
  'The statement shows money paid out (a refund or reversal), not money received.';
export const STATEMENT_AMOUNT_ZERO = 'The statement shows no money received.';
export const STATEMENT_AMOUNT_UNREADABLE = 'The amount in the statement is not a plain number.';
export const statementMissingColumns = (columns: string[]) =>
  `The statement has no column named ${columns.map((c) => `"${c}"`).join(', ')}. Check the provider's column names in the statement format.`;

export const staffPaymentSchema = z.object({
  id: z.number(),
  company: namedRefSchema,
  plan: namedRefSchema,
  provider: z.string(),
  payment_reference: z.string(),
  amount: z.number(),
  created_at: z.string(),
  state: z.enum(paymentStates),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  review_note: z.string(),
});
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

export const staffPaymentListQuerySchema = z
  .object({
    /** Absent or `all`: every state (the screen opens on unverified, so a link names `all` to ask for every one). */
    state: z.enum([...paymentStates, 'all']).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** The days the payment was decided in: with state=verified, the weekly figures' payments verified. */
    ...weekFilterShape,
  })
  .superRefine(checkWeekFilter);
export type StaffPaymentListQuery = z.infer<typeof staffPaymentListQuerySchema>;

export const staffPaymentListSchema = paginatedSchema(staffPaymentSchema);
export type StaffPaymentList = z.infer<typeof staffPaymentListSchema>;

export const staffPaymentExportQuerySchema = z.object({ state: z.enum(paymentStates).optional() });

/** Verifying may carry a note; rejecting needs the reason (the company sees it). */
export const verifyPaymentSchema = z.object({ note: z.string().trim().max(STAFF_REASON_MAX).default('') });
export const rejectPaymentSchema = z.object({ reason: requiredText(STAFF_REASON_MAX) });

/** Where a provider's statement export keeps each value, by column heading (any case). */
export const statementFormatSchema = z.object({
  provider: requiredText(100),
  reference_column: requiredText(STATEMENT_COLUMN_MAX),
  date_column: requiredText(STATEMENT_COLUMN_MAX),
  amount_column: requiredText(STATEMENT_COLUMN_MAX),
  payer_column: requiredText(STATEMENT_COLUMN_MAX),
});
export type StatementFormat = z.infer<typeof statementFormatSchema>;
export const statementFormatsSchema = z.object({ formats: z.array(statementFormatSchema) });

/** What an import did: each row of the statement lands in exactly one list. */
export const statementImportSchema = z.object({
  provider: z.string(),
  rows: z.number().int(),
  /** Confirmations that were unverified and are verified now. */
  matched: z.array(
    z.object({ payment_id: z.number(), payment_reference: z.string(), company: z.string(), amount: z.number() }),
  ),
  /** Rows whose confirmation was verified before (a statement imported twice). */
  already_verified: z.array(z.object({ payment_reference: z.string() })),
  /** Money received that no confirmation names (or a confirmation already rejected). */
  unmatched: z.array(
    z.object({ line: z.number().int(), payment_reference: z.string(), amount: z.string(), payer: z.string() }),
  ),
  /**
   * A confirmation names the reference but the row does not pay its amount (another amount, money
   * paid out, or no plain amount): left unverified; `reason` says why in plain words.
   */
  mismatches: z.array(
    z.object({
      line: z.number().int(),
      payment_id: z.number(),
      payment_reference: z.string(),
      claimed: z.number(),
      received: z.string(),
      reason: z.string(),
    }),
  ),
  /** Rows naming more than one payment (references differing only in case): none is picked, staff decide. */
  ambiguous: z.array(
    z.object({
      line: z.number().int(),
      payment_reference: z.string(),
      payments: z.array(z.object({ payment_id: z.number(), payment_reference: z.string(), company: z.string() })),
    }),
  ),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

export const paymentRulesSchema = z.object({
  grace_days: z.coerce.number().int().min(PAYMENT_GRACE_DAYS_MIN).max(PAYMENT_GRACE_DAYS_MAX),
  verification_required: z.boolean(),
});
export type PaymentRules = z.infer<typeof paymentRulesSchema>;
