import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ignoreFormBodies, linkPage } from '../../lib/link-page';
import { escapeXml } from '../../lib/xml';
import { routeOptions } from '../../plugins/route-options';
import { findAlert, pauseAlert } from './alerts.repository';
import { isUnsubscribeSignature } from './unsubscribe-link';

const linkQuerySchema = z.object({
  alert: z.coerce.number().int().positive().max(2_147_483_647),
  sig: z.string().regex(/^[0-9a-f]{64}$/, 'This unsubscribe link is not valid.'),
});

/** Both answers are small HTML pages (text, so the JSON serializer leaves them as they are). */
const pageAnswers = { 200: z.string(), 404: z.string() };

const BAD_LINK = 'This unsubscribe link is not valid. Open the alerts page to turn the alert off.';

const page = (config: Config, title: string, body: string) =>
  linkPage(config, title, body, { href: '/alerts', label: 'Your job alerts' });

/**
 * The digest's unsubscribe link, signed (unsubscribe-link.ts), no sign-in needed. GET only asks
 * (mail scanners open links: a GET must not turn anything off); the page's button and the mail
 * app's one-click POST (List-Unsubscribe-Post) turn the alert off.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // A mail app's one-click POST sends the form body "List-Unsubscribe=One-Click".
  ignoreFormBodies(app);
  app.get(
    '/alerts/unsubscribe/',
    routeOptions('alerts', 'public', { querystring: linkQuerySchema, response: pageAnswers, hide: true }),
    async (request, reply) => {
      const { alert: id, sig } = request.query;
      const alert = isUnsubscribeSignature(config, id, sig) ? await findAlert(db, id) : null;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!alert) return reply.code(404).send(page(config, 'Link not valid', `<p>${escapeXml(BAD_LINK)}</p>`));
      const action = `/alerts/unsubscribe/?alert=${id}&amp;sig=${sig}`;
      return page(
        config,
        'Stop this job alert?',
        `<p>You will get no more e-mails for the alert “${escapeXml(alert.name)}”.</p><form method="post" action="${action}"><button type="submit">Stop the alert</button></form>`,
      );
    },
  );

  app.post(
    '/alerts/unsubscribe/',
    {
      ...routeOptions('alerts', 'public', { querystring: linkQuerySchema, response: pageAnswers, hide: true }),
      config: { access: 'public' as const, signedLink: true },
    },
    async (request, reply) => {
      const { alert: id, sig } = request.query;
      const alert = isUnsubscribeSignature(config, id, sig) ? await pauseAlert(db, id) : null;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!alert) return reply.code(404).send(page(config, 'Link not valid', `<p>${escapeXml(BAD_LINK)}</p>`));
      return page(
        config,
        'Alert stopped',
        `<p>The alert “${escapeXml(alert.name)}” is off. You can turn it on again on your alerts page.</p>`,
      );
    },
  );
};
