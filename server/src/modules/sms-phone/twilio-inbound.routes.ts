import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import type { InboundSmsHandler } from '../../lib/sms/inbound';
import { isTwilioSignature } from '../../lib/sms/twilio';
import { routeOptions } from '../../plugins/route-options';
import { stopOnce } from './sms-phone.repository';

/** The replies that mean "no more SMS" (Twilio's own opt-out words), whatever their case and spaces. */
export const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);

/** An empty TwiML answer: Twilio sends no reply of ours (for STOP it sends its own confirmation). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Twilio sends many more parameters (AccountSid, To, NumMedia...): all text, all signed, only these read.
 * MessageSid is the message's own id ("SM" and 32 hex digits), what tells a replay from a new message.
 */
const formSchema = z
  .object({
    MessageSid: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'MessageSid is not a message id.'),
    From: z.string().max(64),
    Body: z.string().max(1600),
  })
  .catchall(z.string().max(1600));

/**
 * Twilio's incoming-message webhook (configure `${SITE_URL}/api/sms/twilio/inbound/` on the number):
 * a seeker's STOP reply turns SMS off for every seeker with that confirmed number, once per message. No
 * session and no CSRF token (Twilio's servers have neither; docs/decisions/0073-twilio.md): the
 * X-Twilio-Signature header, an HMAC of the URL and every parameter under our auth token, is checked
 * instead, and a request without a valid one is refused. Without Twilio configured, the address does
 * not exist.
 */
export const twilioInboundRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  /** Every other message (SMS keywords: app.ts hands modules/ussd's reader here). */
  inboundSms?: InboundSmsHandler;
}> = async (app, { db, config, inboundSms }) => {
  // Twilio posts form-encoded parameters; each name once, every value a string.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const params = new URLSearchParams(body as string);
      const fields: Record<string, string> = {};
      for (const [name, value] of params) {
        if (name in fields) return done(Object.assign(new Error(`"${name}" is sent twice.`), { statusCode: 400 }));
        fields[name] = value;
      }
      done(null, fields);
    },
  );

  app.post(
    '/api/sms/twilio/inbound/',
    {
      ...routeOptions('sms-phone', 'public', { body: formSchema, response: { 200: z.string() }, hide: true }),
      config: { access: 'public' as const, signedLink: true },
    },
    async (request, reply) => {
      if (!config.twilio) throw notFound();
      const url = `${config.siteUrl.replace(/\/+$/, '')}${request.url}`;
      const params: Record<string, string> = request.body;
      const signature = request.headers['x-twilio-signature'];
      if (
        !isTwilioSignature(config.twilio.authToken, url, params, typeof signature === 'string' ? signature : undefined)
      ) {
        throw forbidden('The request is not signed by the SMS gateway.');
      }
      if (STOP_WORDS.has(request.body.Body.trim().toUpperCase())) {
        // A replay (the same signed request sent again) is answered alike, and changes nothing.
        const seekers = await stopOnce(db, request.body.MessageSid, request.body.From);
        if (seekers === null) request.log.warn('a STOP reply already acted on came again');
        else request.log.info({ seekers }, 'SMS turned off by a STOP reply');
      } else if (inboundSms) {
        const { MessageSid: messageId, From: from, Body: body } = request.body;
        await inboundSms({ messageId, from, body }, request.log);
      }
      return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
    },
  );
};
