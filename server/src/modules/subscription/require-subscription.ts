import {
  COMPANY_SUSPENDED_CODE,
  companySuspendedDetail,
  SUBSCRIPTION_REQUIRED_CODE,
  SUBSCRIPTION_REQUIRED_DETAIL,
} from '@lj/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { findSuspension, hasActiveSubscription } from './subscription.repository';

/**
 * Route preHandler for job management. A company staff suspended gets 423 with the reason; one
 * without a running subscription 402 (not 403, which the client turns into a trip to /login) with
 * the code that opens the 'Subscription Required' dialog. Runs after the access check and after the
 * company context (plugins/company-context.ts) has set request.companyId.
 */
export function requireActiveSubscription(db: Db): preHandlerAsyncHookHandler {
  return async (request) => {
    const suspension = await findSuspension(db, request.companyId);
    if (suspension !== null) {
      throw new HttpError(423, companySuspendedDetail(suspension), { code: COMPANY_SUSPENDED_CODE });
    }
    if (!(await hasActiveSubscription(db, request.companyId))) {
      throw new HttpError(402, SUBSCRIPTION_REQUIRED_DETAIL, { code: SUBSCRIPTION_REQUIRED_CODE });
    }
  };
}
