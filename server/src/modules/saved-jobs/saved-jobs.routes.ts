import { idParamSchema, MAX_SAVED_JOBS, saveJobResponseSchema, savedJobsResponseSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import { listSavedJobs, saveJob, unsaveJob } from './saved-jobs.repository';

export const SAVED_JOBS_FULL = `You can keep up to ${MAX_SAVED_JOBS} saved jobs. Remove one to save another.`;

/** A job seeker's Saved jobs: save (POST, queued offline like applying), take off (DELETE), the list. */
export const savedJobsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/jobs/:id/save/',
    routeOptions('saved-jobs', ['job_seeker'], {
      params: idParamSchema,
      // Nothing to send: the address says which job (an empty object is fine too).
      body: z.object({}).strict().nullish(),
      response: { 200: saveJobResponseSchema },
    }),
    async (request) => {
      const outcome = await saveJob(db, requireUser(request).id, request.params.id);
      if (outcome === 'no-job') throw notFound();
      if (outcome === 'full') throw badRequest(SAVED_JOBS_FULL);
      return { job_id: request.params.id, saved_at: outcome.savedAt.toISOString() };
    },
  );

  app.delete(
    '/api/jobs/:id/save/',
    routeOptions('saved-jobs', ['job_seeker'], { params: idParamSchema, response: { 204: z.null() } }),
    async (request, reply) => {
      await unsaveJob(db, requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/accounts/api/saved-jobs/',
    routeOptions('saved-jobs', ['job_seeker'], { response: { 200: savedJobsResponseSchema } }),
    async (request) => {
      const rows = await listSavedJobs(db, requireUser(request).id);
      return rows.map((row) => ({
        saved_at: row.savedAt.toISOString(),
        job: {
          id: row.id,
          title: row.title,
          company: row.company,
          location: row.location,
          is_active: row.isActive,
          removed: row.removed,
          closes_on: row.deadline,
        },
      }));
    },
  );
};
