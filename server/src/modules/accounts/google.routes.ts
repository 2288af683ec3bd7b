import { authResponseSchema, googleClientIdResponseSchema, socialLoginRequestSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { routeOptions } from '../../plugins/route-options';
import {
  createAccount,
  findCredentialsByEmail,
  findCredentialsByGoogleSub,
  isUniqueViolation,
  linkGoogleSub,
} from './accounts.repository';
import type { AccountsDeps } from './deps';
import { type GoogleIdentity, verifyGoogleIdToken } from './google';
import { loginPerIpLimit } from './limits';
import { signIn } from './sign-in';

const NOT_CONFIGURED = 'Google sign-in is not configured';
const LOGIN_FAILED = 'Google login failed. Please try again.';

/** The account a verified Google identity signs into: linked one, same e-mail, or a new job seeker. */
async function accountFor(db: Db, identity: GoogleIdentity): Promise<{ userId: number; created: boolean } | null> {
  const linked = await findCredentialsByGoogleSub(db, identity.sub);
  if (linked) return linked.isActive ? { userId: linked.id, created: false } : null;
  const byEmail = await findCredentialsByEmail(db, identity.email);
  if (byEmail) {
    if (!byEmail.isActive || !(await linkGoogleSub(db, byEmail.id, identity.sub))) return null;
    return { userId: byEmail.id, created: false };
  }
  try {
    const userId = await createAccount(db, {
      email: identity.email,
      passwordHash: null,
      userType: 'job_seeker',
      firstName: identity.givenName.slice(0, 150),
      lastName: identity.familyName.slice(0, 150),
      googleSub: identity.sub,
    });
    return { userId, created: true };
  } catch (error) {
    // Another request created this account a moment ago: the client may simply try again.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export const googleRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const { config, db, rateLimits } = deps;

  app.get(
    '/accounts/api/public/google-client-id/',
    routeOptions('accounts', 'public', { response: { 200: googleClientIdResponseSchema } }),
    async () => (config.googleClientId ? { google_client_id: config.googleClientId } : { error: NOT_CONFIGURED }),
  );

  app.post(
    '/accounts/api/social/login/',
    routeOptions('accounts', 'public', { body: socialLoginRequestSchema, response: { 200: authResponseSchema } }),
    async (request, reply) => {
      await enforceRateLimit(rateLimits, loginPerIpLimit(config.loginsPerIpPer15Minutes), request.ip);
      if (!config.googleClientId) throw badRequest(NOT_CONFIGURED);
      const identity = await verifyGoogleIdToken(request.body.id_token, {
        clientId: config.googleClientId,
        jwksUrl: config.googleJwksUrl,
      });
      const account = identity ? await accountFor(db, identity) : null;
      if (!account) {
        request.log.info('Google sign-in refused');
        throw badRequest(LOGIN_FAILED);
      }
      const answer = await signIn(deps, request, reply, account.userId);
      return { ...answer, created: account.created };
    },
  );
};
