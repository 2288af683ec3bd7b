import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ignoreFormBodies, linkPage } from '../../lib/link-page';
import { smsStopUser } from '../../lib/sms/stop-link';
import { escapeXml } from '../../lib/xml';
import { routeOptions } from '../../plugins/route-options';
import { turnSmsOff } from './sms-phone.repository';

const paramsSchema = z.object({ token: z.string().max(40) });
const pageAnswers = { 200: z.string(), 404: z.string() };
const BAD_LINK = 'This STOP link is not valid. Sign in and open your profile to turn SMS off.';

/**
 * The STOP link at the end of each alert SMS (lib/sms/stop-link.ts), no sign-in needed. As with the
 * digest's unsubscribe, GET only asks (link previews open links: a GET must change nothing) and the
 * page's button POSTs, which turns every SMS to that account off. Its signature is the proof we sent
 * it: the link works whatever became of the account since (deactivated, another role, deleted).
 */
export const smsStopRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  ignoreFormBodies(app);
  const page = (title: string, body: string) =>
    linkPage(config, title, body, { href: '/profile', label: 'Your profile' });
  const options = routeOptions('sms-phone', 'public', { params: paramsSchema, response: pageAnswers, hide: true });

  app.get('/s/:token', options, async (request, reply) => {
    const userId = smsStopUser(config, request.params.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (userId === null) return reply.code(404).send(page('Link not valid', `<p>${escapeXml(BAD_LINK)}</p>`));
    const action = `/s/${encodeURIComponent(request.params.token)}`;
    return page(
      'Stop SMS from us?',
      `<p>You will get no more job alerts, receipts or news of your applications by SMS. E-mails are not changed.</p><form method="post" action="${escapeXml(action)}"><button type="submit">Stop SMS</button></form>`,
    );
  });

  app.post(
    '/s/:token',
    { ...options, config: { access: 'public' as const, signedLink: true } },
    async (request, reply) => {
      const userId = smsStopUser(config, request.params.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (userId === null) return reply.code(404).send(page('Link not valid', `<p>${escapeXml(BAD_LINK)}</p>`));
      await turnSmsOff(db, [userId]);
      return page('SMS stopped', '<p>We will send you no more SMS. You can turn SMS on again from your profile.</p>');
    },
  );
};
