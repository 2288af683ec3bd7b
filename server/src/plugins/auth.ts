import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { forbidden, HttpError, notAuthenticated } from '../lib/http-errors';
import { sha256 } from '../lib/crypto';
import { type AuthContext, type AuthUser, userForSession, userForToken } from './auth-context';

export const SESSION_COOKIE = 'sessionid';

/**
 * Who may call a route. Every route must declare one (registration fails otherwise):
 * 'public', 'authenticated', or the list of user types allowed.
 */
export type AccessPolicy = 'public' | 'authenticated' | ReadonlyArray<AuthUser['userType']>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
    /** Static files and the web app: no session lookup, no database round trip. */
    skipAuth?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyInstance {
    /** Every route registered, for the test that checks each declares an access policy. */
    declaredRoutes: RouteOptions[];
  }
}

const TOKEN_HEADER = /^token\s+([0-9a-f]{40})$/i;

/** The signed-in user or a 401, for handlers whose policy already guarantees one. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth.user) throw notAuthenticated();
  return request.auth.user;
}

function checkAccess(policy: AccessPolicy, auth: AuthContext): void {
  if (policy === 'public') return;
  if (!auth.user) throw notAuthenticated();
  if (policy === 'authenticated') return;
  if (!policy.includes(auth.user.userType)) throw forbidden();
}

async function resolveAuth(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<AuthContext> {
  const header = request.headers.authorization;
  if (header) {
    const key = TOKEN_HEADER.exec(header)?.[1]?.toLowerCase();
    const user = key ? await userForToken(db, key) : null;
    if (!key || !user) {
      reply.header('WWW-Authenticate', 'Token');
      throw new HttpError(401, 'Invalid token.');
    }
    return { user, via: 'token', sessionHash: null, tokenHash: sha256(key) };
  }
  const sessionId = request.cookies[SESSION_COOKIE];
  if (sessionId && sessionId.length <= 128) {
    const user = await userForSession(db, sessionId);
    if (user !== undefined) {
      return { user, via: user ? 'session' : null, sessionHash: sha256(sessionId), tokenHash: null };
    }
  }
  return { user: null, via: null, sessionHash: null, tokenHash: null };
}

export const authPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest('auth', null as unknown as AuthContext);
    const routes: RouteOptions[] = [];
    app.decorate('declaredRoutes', routes);
    // Kept by reference: plugins like @fastify/static fill in their config in their own onRoute hook.
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.addHook('onRequest', async (request, reply) => {
      request.auth = { user: null, via: null, sessionHash: null, tokenHash: null };
      if (request.is404 || request.routeOptions.config.skipAuth) return;
      request.auth = await resolveAuth(db, request, reply);
    });
    // Answers for a signed-in caller are theirs alone: no browser or shared cache may keep them.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.auth?.user && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });
    // preValidation: who may call comes before what they sent (401/403 before a 400).
    app.addHook('preValidation', async (request) => {
      if (request.is404) return;
      const policy = request.routeOptions.config.access;
      // Default deny: a route that forgot its policy is refused (and fails the route-policy test).
      if (!policy) throw forbidden();
      checkAccess(policy, request.auth);
    });
  },
  { name: 'auth' },
);
