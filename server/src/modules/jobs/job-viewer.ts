import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { hmacSha256, randomToken } from '../../lib/crypto';

export const VIEWER_COOKIE = 'lj_viewer';
const VIEWER_ID = /^[A-Za-z0-9_-]{43}$/;

/** User agents that say they are programs (crawlers, link previews, scripts): their visits are no views. */
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|embedly|curl|wget|python-|go-http|java\/|httpclient|lighthouse/i;

export const isBotAgent = (userAgent: string | undefined): boolean => !userAgent || BOT_AGENT.test(userAgent);

/**
 * Who is looking, for counting a job view once per session: the session when there is one,
 * the account for token clients, otherwise a random browser-session cookie set on the first view.
 */
function viewerKey(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  if (request.auth.sessionHash) return `s:${request.auth.sessionHash}`;
  // API clients using the Token header may keep no cookies: the account stands for the session.
  if (request.auth.via === 'token' && request.auth.user) return `u:${request.auth.user.id}`;
  let id = request.cookies[VIEWER_COOKIE];
  if (!id || !VIEWER_ID.test(id)) {
    id = randomToken(32);
    reply.setCookie(VIEWER_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
  }
  return `v:${id}`;
}

/**
 * The viewer's key of one day: a keyed hash of the day and the viewer, so the stored key says
 * "counted today" and nothing more: another day's key of the same viewer does not match it, and
 * without the server's secret no key leads back to a session.
 */
export function dailyViewerHash(request: FastifyRequest, reply: FastifyReply, config: Config, day: string): string {
  return hmacSha256(config.secretKey, `job-view|${day}|${viewerKey(request, reply, config)}`);
}
