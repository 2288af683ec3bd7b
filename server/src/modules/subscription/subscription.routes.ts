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
import { findSubscription, listPlans, listProviders } from './subscription.repository';
import { serializePlan, serializeSubscription } from './subscription-serializer';
import { confirmPayment } from './subscription.service';

export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/companies/subscription-plans/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['subscription'],
        querystring: subscriptionPlansQuerySchema,
        response: { 200: subscriptionPlansResponseSchema },
      },
    },
    async (request) => (await listPlans(db, request.query.user_type)).map(serializePlan),
  );

  app.get(
    '/api/companies/payment/providers/',
    {
      config: { access: 'public' },
      schema: { tags: ['subscription'], response: { 200: paymentProvidersResponseSchema } },
    },
    async () => ({
      providers: (await listProviders(db)).map(({ id, provider, instructions }) => ({ id, provider, instructions })),
    }),
  );

  app.get(
    '/api/companies/subscription/',
    {
      config: { access: ['company'] },
      schema: { tags: ['subscription'], response: { 200: subscriptionStatusSchema } },
    },
    async (request) => serializeSubscription(await findSubscription(db, request.companyId)),
  );

  app.post(
    '/api/companies/payment/confirm/',
    {
      config: { access: ['company'] },
      schema: {
        tags: ['subscription'],
        body: paymentConfirmRequestSchema,
        response: { 200: paymentConfirmResponseSchema },
      },
    },
    async (request) => {
      const subscription = await confirmPayment(db, request.companyId, request.body);
      return { success: true as const, subscription: serializeSubscription(subscription) };
    },
  );
};
