import type { AuthResponse } from '@lj/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { newCsrfSecret, setCsrfCookie } from '../../plugins/csrf';
import { recordLogin } from './accounts.repository';
import { issueToken, startSession } from './sessions';
import { loadUser } from './user-serializer';

/**
 * What login, register and Google sign-in share: a new session id, a new CSRF secret (so a token
 * planted before login is useless after it), last_login, and a fresh API token.
 */
export async function signIn(
  deps: { config: Config; db: Db },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<AuthResponse> {
  const { config, db } = deps;
  await startSession(db, config, request, reply, userId);
  setCsrfCookie(reply, config, newCsrfSecret());
  await recordLogin(db, userId);
  const token = await issueToken(db, userId);
  const user = await loadUser(db, config, userId);
  if (!user) throw new Error(`User ${userId} vanished while signing in`);
  request.log.info({ userId }, 'signed in');
  return { user, token };
}
