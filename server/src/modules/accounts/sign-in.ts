import type { AuthResponse } from '@lj/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { newCsrfSecret, setCsrfCookie } from '../../plugins/csrf';
import { recordLogin } from './accounts.repository';
import { startSession } from './sessions';
import { loadUser } from './user-serializer';

/**
 * What login, register and Google sign-in share: a new session id with an API token of its own (one
 * sign-in per device: the user's other devices stay signed in), a new CSRF secret (so a token planted
 * before login is useless after it), and last_login.
 */
export async function signIn(
  deps: { config: Config; db: Db },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<AuthResponse> {
  const { config, db } = deps;
  const token = await startSession(db, config, request, reply, userId);
  setCsrfCookie(reply, config, newCsrfSecret());
  await recordLogin(db, userId);
  const user = await loadUser(db, config, userId);
  if (!user) throw new Error(`User ${userId} vanished while signing in`);
  request.log.info({ userId }, 'signed in');
  return { user, token };
}
