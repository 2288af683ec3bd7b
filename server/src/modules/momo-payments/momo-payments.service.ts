import { randomUUID } from 'node:crypto';
import { MOMO_ALREADY_WAITING, MOMO_PROVIDER_NAME, PAYMENT_UNKNOWN_PLAN } from '@lj/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/http-errors';
import type { TaskQueue } from '../../lib/mail-queue';
import {
  type MomoCollections,
  MomoRefused,
  type MomoSettings,
  type MomoStatus,
  MomoUnavailable,
} from '../../lib/momo/momo-collections';
import { type SmsNewsDeps, tellCompanyOfPayment } from '../notifications';
import { findActivePlan, recordConfirmedPayment } from '../subscription';
import {
  type AttemptChange,
  type AttemptRow,
  findAttempt,
  insertAttempt,
  lockAttempt,
  stillPayable,
  updateAttempt,
} from './momo-payments.repository';

export type MomoDeps = SmsNewsDeps & {
  momo: MomoCollections;
  settings: MomoSettings;
  tasks: TaskQueue;
};

/** The queue of status checks (momo-checks.ts polls through it). */
export const MOMO_CHECK_QUEUE = 'momo-check';

export const NOTE_UNREACHABLE = 'MTN MoMo did not answer; it is asked again shortly.';
export const NOTE_NOT_RECEIVED = 'MTN MoMo has no request with this reference yet; it is sent again.';
const NOTE_WRONG_SUM = (status: MomoStatus) =>
  `MTN MoMo took ${status.currency} ${status.amount}, not the plan's price: refund it.`;
const NOTE_NOT_PAYABLE = 'The company or the plan was deactivated before MTN MoMo confirmed: refund the payment.';
const NOTE_REUSED = 'This MTN MoMo transaction id already paid for another subscription: check it.';
const VERIFIED_BY = 'Confirmed by MTN MoMo (request to pay).';

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

/** States a check may still change: waiting, or expired here while the payer may yet approve. */
const OPEN: Array<AttemptRow['state']> = ['pending', 'expired'];

/**
 * Sends the request to pay: the attempt is stored with its fresh reference id first, so every later
 * check asks about this one request. The provider being down or slow leaves it pending (it is sent
 * again by the next check); a refusal declines it. The first status check is queued either way.
 */
export async function startMomoPayment(
  deps: MomoDeps,
  log: FastifyBaseLogger,
  companyId: number,
  body: { plan_id: number; phone: string },
): Promise<AttemptRow> {
  const plan = await findActivePlan(deps.db, body.plan_id);
  if (!plan) throw badRequest(PAYMENT_UNKNOWN_PLAN, { plan_id: [PAYMENT_UNKNOWN_PLAN] });
  if (plan.currency !== deps.settings.currency) {
    throw badRequest(`This plan is priced in ${plan.currency}; MTN MoMo takes ${deps.settings.currency}.`);
  }
  const attempt = await insertAttempt(deps.db, {
    companyId,
    planId: plan.id,
    referenceId: randomUUID(),
    msisdn: body.phone.replace(/^\+/, ''),
    amount: plan.amount,
    currency: deps.settings.currency,
  });
  if (!attempt) throw conflict(MOMO_ALREADY_WAITING);
  await sendRequest(deps, log, attempt);
  await deps.tasks.later(MOMO_CHECK_QUEUE, { attemptId: attempt.id }, deps.settings.firstCheckSeconds);
  return (await findAttempt(deps.db, attempt.id)) ?? attempt;
}

/** Asks the provider for the attempt's payment; answers whether it is now asked. */
async function sendRequest(deps: MomoDeps, log: FastifyBaseLogger, attempt: AttemptRow): Promise<boolean> {
  try {
    await deps.momo.requestToPay({
      referenceId: attempt.referenceId,
      amount: String(attempt.amount),
      currency: attempt.currency,
      externalId: String(attempt.id),
      msisdn: attempt.msisdn,
      payerMessage: `${deps.config.siteName} ${attempt.planName}`.slice(0, 160),
      payeeNote: `Subscription of company ${attempt.companyId}`,
    });
    await updateAttempt(deps.db, attempt.id, { requested: true, note: '' }, ['pending']);
    return true;
  } catch (error) {
    if (error instanceof MomoRefused) {
      log.warn({ attempt: attempt.id, code: error.code }, 'MTN MoMo refused a request to pay');
      const change = { state: 'declined' as const, providerStatus: 'FAILED', providerReason: error.code, note: '' };
      await updateAttempt(deps.db, attempt.id, change, ['pending']);
      return false;
    }
    if (!(error instanceof MomoUnavailable)) throw error;
    log.warn({ err: error, attempt: attempt.id }, 'MTN MoMo did not take a request to pay; it will be sent again');
    await updateAttempt(deps.db, attempt.id, { note: NOTE_UNREACHABLE }, ['pending']);
    return false;
  }
}

/**
 * Asks the provider where the attempt stands and applies its answer: the one way an attempt changes
 * after it is sent (callbacks and polls both come here; neither is believed on its own). `expireIfOverdue`
 * (polls) ends a still-pending attempt past the polling window. Answers the attempt as it now is.
 */
export async function checkMomoAttempt(
  deps: MomoDeps,
  log: FastifyBaseLogger,
  id: number,
  expireIfOverdue: boolean,
): Promise<AttemptRow | null> {
  const attempt = await findAttempt(deps.db, id);
  if (!attempt || !OPEN.includes(attempt.state)) return attempt;
  if (!attempt.requested && attempt.state === 'pending' && !(await sendRequest(deps, log, attempt))) {
    return expireIfOverdue ? expireOverdue(deps.db, attempt) : findAttempt(deps.db, id);
  }
  let status: MomoStatus | null;
  try {
    status = await deps.momo.status(attempt.referenceId);
  } catch (error) {
    if (!(error instanceof MomoUnavailable)) throw error;
    log.warn({ err: error, attempt: id }, 'MTN MoMo did not answer a status check; it will be asked again');
    await updateAttempt(deps.db, id, { note: NOTE_UNREACHABLE }, ['pending']);
    return expireIfOverdue ? expireOverdue(deps.db, attempt) : findAttempt(deps.db, id);
  }
  if (!status) {
    // Our 202 never reached us, or the provider lost it: the same reference id is sent again.
    await updateAttempt(deps.db, id, { requested: false, note: NOTE_NOT_RECEIVED }, ['pending']);
    return expireIfOverdue ? expireOverdue(deps.db, attempt) : findAttempt(deps.db, id);
  }
  const paymentId = await applyStatus(deps.db, id, status);
  if (paymentId !== null) await tellCompanyOfPayment(deps, log, paymentId, { state: 'verified', reason: '' });
  const after = await findAttempt(deps.db, id);
  return after && expireIfOverdue ? expireOverdue(deps.db, after) : after;
}

async function expireOverdue(db: Db, attempt: AttemptRow): Promise<AttemptRow | null> {
  if (attempt.state === 'pending' && attempt.overdue)
    await updateAttempt(db, attempt.id, { state: 'expired' }, ['pending']);
  return findAttempt(db, attempt.id);
}

/**
 * Applies the provider's answer in one transaction, the attempt's row locked: of any number of
 * callbacks, polls and processes confirming at once, one activates and the others find it final.
 * Only SUCCESSFUL for the attempt's own amount and currency, with the company and plan still active,
 * pays for the plan, through the subscription module's own recording of a verified payment. Answers
 * the payment's id when this call activated it.
 */
async function applyStatus(db: Db, id: number, status: MomoStatus): Promise<number | null> {
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, id);
    if (!attempt || !OPEN.includes(attempt.state)) return null;
    const seen = { providerStatus: status.status, providerReason: status.reason, note: '' };
    if (status.status === 'PENDING') {
      await updateAttempt(tx, id, seen, OPEN);
      return null;
    }
    if (status.status === 'FAILED') {
      const state = status.reason === 'EXPIRED' ? 'expired' : 'declined';
      await updateAttempt(tx, id, { ...seen, state }, OPEN);
      return null;
    }
    const paid = { ...seen, financialTransactionId: status.financialTransactionId };
    const refuse = (note: string) => updateAttempt(tx, id, { ...paid, state: 'refused', note }, OPEN);
    if (cents(status.amount) !== cents(attempt.amount) || status.currency !== attempt.currency) {
      await refuse(NOTE_WRONG_SUM(status));
      return null;
    }
    if (!(await stillPayable(tx, attempt.companyId, attempt.planId))) {
      await refuse(NOTE_NOT_PAYABLE);
      return null;
    }
    const plan = await findActivePlan(tx, attempt.planId);
    if (!plan) throw new Error('plan vanished under its share lock');
    const values = {
      companyId: attempt.companyId,
      plan,
      provider: MOMO_PROVIDER_NAME,
      paymentReference: status.financialTransactionId || attempt.referenceId,
      amount: attempt.amount,
    };
    const paymentId = await recordConfirmedPayment(tx, values, VERIFIED_BY);
    if (paymentId === null) {
      await refuse(NOTE_REUSED);
      return null;
    }
    await updateAttempt(tx, id, { ...paid, state: 'activated', paymentId } satisfies AttemptChange, OPEN);
    return paymentId;
  });
}
