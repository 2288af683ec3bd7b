import { profileResponseSchema, userSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, readMultipartForm } from '../../lib/uploads';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import type { AccountsDeps } from './deps';
import { updateJobSeekerProfile } from './profile-update';
import { loadUser } from './user-serializer';

export const profileRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (app, deps) => {
  const { config, db } = deps;

  const currentUser = async (userId: number) => {
    const user = await loadUser(db, config, userId);
    if (!user) throw notFound();
    return user;
  };

  app.get(
    '/accounts/api/auth/profile/',
    routeOptions('accounts', 'authenticated', { response: { 200: profileResponseSchema } }),
    async (request) => {
      const user = await currentUser(requireUser(request).id);
      return {
        ...user.profile,
        user,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
      };
    },
  );

  // Multipart: the body is read (and size-checked) by the handler, not by a schema.
  app.put(
    '/accounts/api/auth/profile/',
    routeOptions('accounts', 'authenticated', { response: { 200: userSchema } }),
    async (request) => {
      const { id, userType } = requireUser(request);
      if (userType !== 'job_seeker') throw forbidden('This profile page is only for job seekers.');
      const form = await readMultipartForm(request, { picture: MAX_IMAGE_BYTES, resume: MAX_DOCUMENT_BYTES });
      await updateJobSeekerProfile({ ...deps, log: request.log }, id, form);
      return currentUser(id);
    },
  );
};
