import { COMPANY_NAME_REQUIRED_CODE, COMPANY_NAME_REQUIRED_DETAIL } from '@lj/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { hasChosenName } from '../companies';

/**
 * Route preHandler for posting a job: a company still under the name registration made from its
 * e-mail is refused with 409 (not 403, which the client turns into a trip to /login) and a code the
 * job form recognises. Runs before the subscription check: naming is free and comes first.
 */
export function requireChosenName(db: Db): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!(await hasChosenName(db, request.companyId))) {
      throw new HttpError(409, COMPANY_NAME_REQUIRED_DETAIL, { code: COMPANY_NAME_REQUIRED_CODE });
    }
  };
}
