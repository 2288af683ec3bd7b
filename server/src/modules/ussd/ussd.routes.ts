import { createHash, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import { normalisePhone } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import type { SmsSender } from '../../lib/sms/sms-sender';
import { routeOptions } from '../../plugins/route-options';
import { answerUssd } from './ussd.service';
import { close, wire } from './ussd-text';

/**
 * The gateway's form (Africa's Talking's shape; other aggregators send the same or are set to): the
 * session, the number that dialled, and `text`, every answer so far joined by `*`. Longer texts than
 * the menu reads are answered, not refused (ussd.service.ts), up to what the body limit lets in.
 */
const callSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'sessionId is not a session id.'),
  phoneNumber: z.string().max(40),
  serviceCode: z.string().max(40).optional(),
  networkCode: z.string().max(20).optional(),
  text: z.string().max(20_000).default(''),
});

const paramsSchema = z.object({ secret: z.string().max(200) });

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the address's secret is the configured one, in time that does not tell how much matched. */
const isSecret = (config: Config, secret: string) =>
  config.ussdCallbackSecret !== undefined && timingSafeEqual(digest(secret), digest(config.ussdCallbackSecret));

/**
 * The USSD callback: `POST /api/ussd/{USSD_CALLBACK_SECRET}/`, answered in text/plain with `CON ` (show
 * and wait) or `END ` (show and close). Gateways do not sign their calls: the secret in the address is
 * the credential (no session, no CSRF token), and USSD_ALLOWED_IPS, when set, narrows who may call.
 * Without the secret configured, or with another one, or from another address, the route is not found.
 */
export const ussdRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; mailer: Mailer; sms: SmsSender }> = async (
  app,
  { db, config, mailer, sms },
) => {
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  app.post(
    '/api/ussd/:secret/',
    {
      ...routeOptions('ussd', 'public', {
        params: paramsSchema,
        body: callSchema,
        response: { 200: z.string() },
        hide: true,
      }),
      config: { access: 'public' as const, signedLink: true },
      // Before the body is read: a stranger learns nothing, not even that the form would be refused.
      onRequest: async (request) => {
        const { secret } = request.params as { secret?: string };
        if (!isSecret(config, secret ?? '')) throw notFound();
        if (config.ussdAllowedIps.length > 0 && !config.ussdAllowedIps.includes(request.ip)) throw notFound();
      },
    },
    async (request, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
      const phone = normalisePhone(request.body.phoneNumber);
      if ('error' in phone) return wire(close('We could not read your phone number.'));
      const { sessionId, text } = request.body;
      return answerUssd({ db, config, mailer, sms, log: request.log }, { sessionId, phone: phone.phone, text });
    },
  );
};
