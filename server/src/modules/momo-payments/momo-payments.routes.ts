import {
  MOMO_NOT_OFFERED,
  momoAttemptSchema,
  momoPaymentRequestSchema,
  momoStatusSchema,
  STAFF_PAYMENTS_PAGE_SIZE,
  staffMomoAttemptListSchema,
  staffMomoAttemptQuerySchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { pageAnswer } from '../../lib/pagination';
import { routeOptions, staffRouteOptions } from '../../plugins/route-options';
import { serializeMomoAttempt, serializeStaffMomoAttempt } from './momo-payment-serializer';
import { findAttemptByReference, latestAttempt, listAttempts } from './momo-payments.repository';
import { checkMomoAttempt, type MomoDeps, startMomoPayment } from './momo-payments.service';

/** Each field MoMo's callback carries (the status answer's), read by nobody: only the status endpoint is believed. */
const callbackBodySchema = z.record(z.string(), z.unknown()).optional();

/**
 * Paying by MTN MoMo request-to-pay: the company's latest attempt and a new one, the provider's
 * callback, and staff's list of attempts. Without MOMO_* set (`momo` undefined) the option is not offered.
 */
export const momoPaymentsRoutes: FastifyPluginAsyncZod<{ db: Db; momo: MomoDeps | undefined }> = async (
  app,
  { db, momo },
) => {
  app.get(
    '/api/companies/payment/momo/',
    routeOptions('subscription', ['company'], { response: { 200: momoStatusSchema } }),
    async (request) => {
      const attempt = momo ? await latestAttempt(db, request.companyId) : null;
      return { offered: momo !== undefined, attempt: attempt ? serializeMomoAttempt(attempt) : null };
    },
  );

  app.post(
    '/api/companies/payment/momo/',
    routeOptions('subscription', ['company'], {
      body: momoPaymentRequestSchema,
      response: { 200: momoAttemptSchema },
    }),
    async (request) => {
      if (!momo) throw notFound(MOMO_NOT_OFFERED);
      return serializeMomoAttempt(await startMomoPayment(momo, request.log, request.companyId, request.body));
    },
  );

  // MoMo calls back (PUT, some set-ups POST) with the status answer. No session, no CSRF token, no
  // signature (MoMo signs none): it is a hint to ask the status endpoint, so it can change nothing itself.
  // An unknown reference, a final attempt or a replay answers alike and asks nobody.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/api/payments/momo/callback/:referenceId/',
      ...routeOptions('subscription', 'public', {
        params: z.object({ referenceId: z.uuid() }),
        body: callbackBodySchema,
        response: { 200: z.object({ received: z.literal(true) }) },
        hide: true,
      }),
      config: { access: 'public' as const, signedLink: true },
      handler: async (request) => {
        if (!momo) throw notFound();
        const attempt = await findAttemptByReference(db, request.params.referenceId);
        if (attempt) await checkMomoAttempt(momo, request.log, attempt.id, false);
        else request.log.warn('a MoMo callback named an unknown reference id');
        return { received: true as const };
      },
    });
  }

  app.get(
    '/api/staff/payments/momo/',
    staffRouteOptions({ querystring: staffMomoAttemptQuerySchema, response: { 200: staffMomoAttemptListSchema } }),
    async (request) => {
      const { page } = request.query;
      const { rows, count } = await listAttempts(db, page);
      return pageAnswer(request.url, page, STAFF_PAYMENTS_PAGE_SIZE, count, rows.map(serializeStaffMomoAttempt));
    },
  );
};
