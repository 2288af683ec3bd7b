import {
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_FIELDS_REQUIRED,
  PAYMENT_REFERENCE_USED,
  PAYMENT_UNKNOWN_PLAN,
  PAYMENT_UNKNOWN_PROVIDER,
  type PaymentConfirmRequest,
} from '@lj/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { readPaymentRules } from './payment-rules';
import { findActivePlan, findActiveProvider, recordPayment } from './subscription.repository';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

/** Amounts compared in cents, so "25", 25 and 25.00 all match a 25.00 plan. */
const cents = (value: string): number | null =>
  /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : null;

/**
 * Confirms a mobile-money or bank payment (product decisions): every field given, a known provider and
 * plan, the plan's exact amount, a reference not used before with that provider. It activates the
 * subscription at once unless the operator requires staff to verify payments first.
 */
export async function confirmPayment(db: Db, companyId: number, body: PaymentConfirmRequest): Promise<void> {
  const providerText = text(body.provider);
  const reference = text(body.payment_reference);
  const amountText = text(body.amount);
  const planText = text(body.plan_id);
  if (!providerText || !reference || !amountText || !planText) throw badRequest(PAYMENT_FIELDS_REQUIRED);

  const provider = await findActiveProvider(db, providerText);
  if (!provider) throw badRequest(PAYMENT_UNKNOWN_PROVIDER, { provider: [PAYMENT_UNKNOWN_PROVIDER] });
  const plan = /^\d{1,9}$/.test(planText) ? await findActivePlan(db, Number(planText)) : null;
  if (!plan) throw badRequest(PAYMENT_UNKNOWN_PLAN, { plan_id: [PAYMENT_UNKNOWN_PLAN] });
  const amount = cents(amountText);
  if (amount === null || amount !== Math.round(plan.amount * 100)) throw badRequest(PAYMENT_AMOUNT_MISMATCH);

  const { verification_required } = await readPaymentRules(db);
  const values = { companyId, plan, provider: provider.provider, paymentReference: reference, amount: amount / 100 };
  if (!(await recordPayment(db, values, verification_required))) throw badRequest(PAYMENT_REFERENCE_USED);
}
