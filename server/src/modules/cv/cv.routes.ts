import { structuredCvSchema, structuredCvUpdateSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { fieldErrors } from '../../lib/http-errors';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import { findCv, saveCv } from './cv.repository';
import { cvFieldErrors, toCvValues, toStructuredCv } from './cv.normalize';

const path = '/accounts/api/structured-cv/';

export const cvRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(path, routeOptions('cv', ['job_seeker'], { response: { 200: structuredCvSchema } }), async (request) => {
    return toStructuredCv(await findCv(db, requireUser(request).id));
  });

  app.put(
    path,
    {
      ...routeOptions('cv', ['job_seeker'], { body: structuredCvUpdateSchema, response: { 200: structuredCvSchema } }),
      // Validation errors reach the handler so they can name the entry they are about.
      attachValidation: true,
    },
    async (request) => {
      const user = requireUser(request);
      if (request.validationError) throw fieldErrors(cvFieldErrors(request.validationError.validation));
      return toStructuredCv(await saveCv(db, user.id, toCvValues(request.body)));
    },
  );
};
