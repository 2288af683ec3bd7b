import { detailResponseSchema, passwordChangeRequestSchema } from '@lj/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { enforceRateLimit } from '../../lib/rate-limit';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import { findCredentialsById, normalizeEmail, replacePassword } from './accounts.repository';
import type { AccountsDeps } from './deps';
import { limits } from './limits';
import { passwordProblems } from './password-rules';
import { endOtherSessions, rotateSession } from './sessions';

const WRONG_PASSWORD = 'Your current password is incorrect.';
const NO_PASSWORD = 'This account has no password yet (it signs in with Google). Use "Forgot password" to set one.';

/**
 * The signed-in account, once its current password is checked (or a field error). A password check like
 * a login's, it counts against the same per-account limit: a stolen session can't be used to guess it.
 */
async function checkCurrentPassword(
  { db, rateLimits }: Pick<AccountsDeps, 'db' | 'rateLimits'>,
  request: FastifyRequest,
  currentPassword: string,
) {
  const account = await findCredentialsById(db, requireUser(request).id);
  if (!account) throw notFound();
  await enforceRateLimit(rateLimits, limits.loginPerEmail, normalizeEmail(account.email));
  if (!account.passwordHash) throw fieldErrors({ current_password: [NO_PASSWORD] });
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    request.log.info({ userId: account.id }, 'password change refused: wrong current password');
    throw fieldErrors({ current_password: [WRONG_PASSWORD] });
  }
  return { ...account, passwordHash: account.passwordHash };
}

/**
 * Changing the password while signed in (its current password checked first, checkCurrentPassword).
 * Success ends every other sign-in (sessions and their tokens); this device's stays signed in, its
 * session under a new id.
 */
export const passwordChangeRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, { config, db, rateLimits }) => {
  app.post(
    '/accounts/api/auth/password/change/',
    routeOptions('accounts', 'authenticated', {
      body: passwordChangeRequestSchema,
      response: { 200: detailResponseSchema },
    }),
    async (request, reply) => {
      const { current_password, new_password } = request.body;
      const account = await checkCurrentPassword({ db, rateLimits }, request, current_password);
      const problems = passwordProblems(new_password, account.email);
      if (problems.length > 0) throw fieldErrors({ new_password: problems });

      const newHash = await hashPassword(new_password);
      // One transaction: the new password never exists while the old sessions still live.
      const changed = await db.transaction(async (tx) => {
        // Compare-and-swap on the hash just checked: of two concurrent changes only one wins.
        if (!(await replacePassword(tx, account.id, account.passwordHash, newHash))) return false;
        // This device (its cookie's session, the token it sent) goes on; every other sign-in ends.
        await endOtherSessions(tx, request, account.id);
        return true;
      });
      if (!changed) throw fieldErrors({ current_password: [WRONG_PASSWORD] });
      // The check succeeded: earlier failures no longer count against the account, as after a login.
      await rateLimits.reset(limits.loginPerEmail, normalizeEmail(account.email));
      // The id the cookie had before the change is dead; the device's token stays.
      await rotateSession(db, config, request, reply, account.id);
      request.log.info({ userId: account.id }, 'password changed');
      return { detail: 'Your password has been changed. You are signed out everywhere else.' };
    },
  );
};
