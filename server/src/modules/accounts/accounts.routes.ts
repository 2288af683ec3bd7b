import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerJsonParser } from '../../plugins/json-body';
import { routesOf } from '../../plugins/route-source';
import { authRoutes } from './auth.routes';
import type { AccountsDeps } from './deps';
import { googleRoutes } from './google.routes';
import { passwordChangeRoutes } from './password-change.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { profileRoutes } from './profile.routes';

/** Sign-in, sign-up, sessions, password reset and change, Google sign-in and the job seeker's own profile. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  // Every answer here is about the caller (user, token, CSRF secret): no cache may keep it.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
  // Clients send logout as a JSON POST with no body: read an empty JSON body as "no body"
  // (Fastify refuses it by default), with the app's depth limit and poisoning checks.
  registerJsonParser(app, { allowEmpty: true });
  // Each with the file that handles its routes (docs/routes.md lists them by it).
  await app.register(routesOf('server/src/modules/accounts/auth.routes.ts', authRoutes), deps);
  await app.register(routesOf('server/src/modules/accounts/profile.routes.ts', profileRoutes), deps);
  await app.register(routesOf('server/src/modules/accounts/password-reset.routes.ts', passwordResetRoutes), deps);
  await app.register(routesOf('server/src/modules/accounts/password-change.routes.ts', passwordChangeRoutes), deps);
  await app.register(routesOf('server/src/modules/accounts/google.routes.ts', googleRoutes), deps);
};
