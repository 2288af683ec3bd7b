import {
  authResponseSchema,
  csrfResponseSchema,
  detailResponseSchema,
  loginRequestSchema,
  logoutEverywhereResponseSchema,
  registerRequestSchema,
  userInfoResponseSchema,
} from '@lj/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, fieldErrors } from '../../lib/http-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { enforceRateLimit, enforceRateLimits } from '../../lib/rate-limit';
import { CSRF_COOKIE, isValidCsrfSecret, maskCsrfSecret, newCsrfSecret, setCsrfCookie } from '../../plugins/csrf';
import { requireUser, SESSION_COOKIE } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import { createAccount, findCredentialsByEmail, isUniqueViolation, normalizeEmail } from './accounts.repository';
import type { AccountsDeps } from './deps';
import { limits, loginPerIpLimit, registrationLimits } from './limits';
import { passwordProblems } from './password-rules';
import { endEverySession, endSession } from './sessions';
import { signIn } from './sign-in';
import { loadUser } from './user-serializer';

const INVALID_CREDENTIALS = 'Invalid email or password.';
const EMAIL_TAKEN = 'This email is already taken.';

export const authRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const { config, db, rateLimits } = deps;
  const registerPerIp = registrationLimits(config.registrationsPerIpPerHour);
  const loginPerIp = loginPerIpLimit(config.loginsPerIpPer15Minutes);

  app.get(
    '/accounts/api/csrf/',
    routeOptions('accounts', 'public', { response: { 200: csrfResponseSchema } }),
    async (request, reply) => {
      let secret = request.cookies[CSRF_COOKIE];
      if (!isValidCsrfSecret(secret)) {
        secret = newCsrfSecret();
        setCsrfCookie(reply, config, secret);
      }
      return { csrfToken: maskCsrfSecret(secret) };
    },
  );

  app.post(
    '/accounts/api/login/',
    routeOptions('accounts', 'public', { body: loginRequestSchema, response: { 200: authResponseSchema } }),
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await enforceRateLimit(rateLimits, loginPerIp, request.ip);
      await enforceRateLimit(rateLimits, limits.loginPerEmail, email);
      const account = await findCredentialsByEmail(db, email);
      // Unknown address or no password (Google-only account): spend the same time on a dummy hash.
      const valid = account?.passwordHash
        ? await verifyPassword(account.passwordHash, request.body.password)
        : await burnPasswordCheck(request.body.password).then(() => false);
      if (!account || !valid || !account.isActive) {
        request.log.info({ userId: account?.id ?? null }, 'login refused');
        throw badRequest(INVALID_CREDENTIALS);
      }
      await rateLimits.reset(limits.loginPerEmail, email);
      return signIn(deps, request, reply, account.id);
    },
  );

  app.post(
    '/accounts/api/register/',
    routeOptions('accounts', 'public', { body: registerRequestSchema, response: { 201: authResponseSchema } }),
    async (request, reply) => {
      await enforceRateLimits(rateLimits, registerPerIp, request.ip);
      const { email, password, user_type } = request.body;
      const problems = passwordProblems(password, email);
      if (problems.length > 0) throw fieldErrors({ password: problems });
      let userId: number;
      try {
        userId = await createAccount(db, { email, passwordHash: await hashPassword(password), userType: user_type });
      } catch (error) {
        // The unique index decides, so two simultaneous sign-ups with one address can't both win.
        if (isUniqueViolation(error)) throw fieldErrors({ email: [EMAIL_TAKEN] }, 'email_exists');
        throw error;
      }
      request.log.info({ userId, userType: user_type }, 'account created');
      const answer = await signIn(deps, request, reply, userId);
      return reply.code(201).send(answer);
    },
  );

  // This device only: the cookie's session and the token sent (the same sign-in in the web app).
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await endSession(db, request, reply);
    return { detail: 'Successfully logged out.' };
  };
  const logoutOptions = routeOptions('accounts', 'public', { response: { 200: detailResponseSchema } });
  app.post('/accounts/api/logout/', logoutOptions, logout);
  app.post('/accounts/api/auth/logout/', logoutOptions, logout);

  // "Sign out everywhere" (docs/decisions/0007-sign-out-everywhere.md): every sign-in of the user ends, this one too.
  app.post(
    '/accounts/api/auth/logout-everywhere/',
    routeOptions('accounts', 'authenticated', { response: { 200: logoutEverywhereResponseSchema } }),
    async (request, reply) => {
      const userId = requireUser(request).id;
      const ended = await endEverySession(db, userId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      request.log.info({ userId, sessionsEnded: ended }, 'signed out everywhere');
      return { detail: 'You are signed out on every device.', sessions_ended: ended };
    },
  );

  app.get(
    '/accounts/api/auth/user-info/',
    routeOptions('accounts', 'public', { response: { 200: userInfoResponseSchema } }),
    async (request) => {
      const user = request.auth.user ? await loadUser(db, config, request.auth.user.id) : null;
      return { authenticated: user !== null, user };
    },
  );
};
