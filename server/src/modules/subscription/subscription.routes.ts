import {
  paymentConfirmRequestSchema,
  paymentConfirmResponseSchema,
  paymentProvidersResponseSchema,
  subscriptionPlansQuerySchema,
  subscriptionPlansResponseSchema,
  subscriptionStatusSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routeOptions } from '../../plugins/route-options';
import { findStanding, listPlans, listProviders } from './subscription.repository';
import { serializePlan, serializeSubscription } from './subscription-serializer';
import { confirmPayment } from './subscription.service';

export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/companies/subscription-plans/',
    routeOptions('subscription', 'public', {
      querystring: subscriptionPlansQuerySchema,
      response: { 200: subscriptionPlansResponseSchema },
    }),
    async (request) => ({ plans: (await listPlans(db, request.query.user_type)).map(serializePlan) }),
  );

  app.get(
    '/api/companies/payment/providers/',
    routeOptions('subscription', 'public', { response: { 200: paymentProvidersResponseSchema } }),
    async () => ({
      providers: (await listProviders(db)).map(({ id, provider, instructions }) => ({ id, provider, instructions })),
    }),
  );

  app.get(
    '/api/companies/subscription/',
    routeOptions('subscription', ['company'], { response: { 200: subscriptionStatusSchema } }),
    async (request) => serializeSubscription(await findStanding(db, request.companyId)),
  );

  app.post(
    '/api/companies/payment/confirm/',
    routeOptions('subscription', ['company'], {
      body: paymentConfirmRequestSchema,
      response: { 200: paymentConfirmResponseSchema },
    }),
    async (request) => {
      await confirmPayment(db, request.companyId, request.body);
      return { success: true as const, subscription: serializeSubscription(await findStanding(db, request.companyId)) };
    },
  );
};
