import { detailResponseSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, fieldErrors } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { enforceRateLimit } from '../../lib/rate-limit';
import { routeOptions } from '../../plugins/route-options';
import { findCredentialsByEmail, findCredentialsById, normalizeEmail, replacePassword } from './accounts.repository';
import type { AccountsDeps } from './deps';
import { limits } from './limits';
import { checkResetToken, decodeUid, sendResetMail } from './password-reset';
import { passwordProblems } from './password-rules';
import { endEverySession } from './sessions';

const REQUEST_ANSWER = 'If the email exists, a reset link has been sent.';
const INVALID_LINK = 'This reset link is invalid or has expired.';

export const passwordResetRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (
  app,
  { config, db, mailer, rateLimits },
) => {
  app.post(
    '/accounts/api/password-reset/request/',
    routeOptions('accounts', 'public', { body: passwordResetRequestSchema, response: { 200: detailResponseSchema } }),
    async (request) => {
      await enforceRateLimit(rateLimits, limits.resetPerIp, request.ip);
      const email = normalizeEmail(request.body.email);
      // Counted for every address, known or not, so the answer and its timing reveal nothing.
      const mailsToAddress = await rateLimits.hit(limits.resetMailsPerEmail, email);
      const user = await findCredentialsByEmail(db, email);
      if (user?.isActive && mailsToAddress.allowed) {
        // Not awaited: a known address must not answer slower than an unknown one.
        sendResetMail(config, mailer, user).catch((error: unknown) =>
          request.log.error({ err: error }, 'reset mail not sent'),
        );
      }
      return { detail: REQUEST_ANSWER };
    },
  );

  app.post(
    '/accounts/api/password-reset/confirm/',
    routeOptions('accounts', 'public', { body: passwordResetConfirmSchema, response: { 200: detailResponseSchema } }),
    async (request) => {
      const { uid, token, new_password } = request.body;
      const userId = decodeUid(uid);
      const user = userId ? await findCredentialsById(db, userId) : null;
      if (!user?.isActive || !checkResetToken(config.secretKey, user, token)) throw badRequest(INVALID_LINK);
      const problems = passwordProblems(new_password, user.email);
      if (problems.length > 0) throw fieldErrors({ new_password: problems });
      const replaced = await replacePassword(db, user.id, user.passwordHash, await hashPassword(new_password));
      if (!replaced) throw badRequest(INVALID_LINK);
      // Every sign-in ends: whoever had the old password (or a stolen session) is out.
      await endEverySession(db, user.id);
      request.log.info({ userId: user.id }, 'password reset');
      return { detail: 'Your password has been reset. You can now log in.' };
    },
  );
};
