import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { randomToken } from '../../lib/crypto';

export const VIEWER_COOKIE = 'lj_viewer';
const VIEWER_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Who is looking, for counting a job view once per session: the session when there is one,
 * the account for token clients, otherwise a random browser-session cookie set on the first view.
 */
export function viewerKey(request: FastifyRequest, reply: FastifyReply, config: Config): string {
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
