import {
  idParamSchema,
  jobListAnswerSchema,
  jobListQuerySchema,
  jobLocationsResponseSchema,
  jobSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { siteOrigin } from '../../lib/media-url';
import { answerJobList } from './job-list-page';
import { serializeJob } from './job-serializer';
import { countJobView } from './job-view-count';
import { findJob, listJobLocations } from './jobs.repository';
import { routeOptions } from '../../plugins/route-options';
import type { JobListCache } from './list-cache';
import { listingViewerOf, seekerIdOf } from './viewer';

/** Public job browsing: search with filters, the location list and the job detail. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; jobListCache: JobListCache }> = async (
  app,
  { db, config, jobListCache },
) => {
  app.get(
    '/api/jobs/',
    // The full Job shape by default (spec section 3); `view=card` asks for the light card shape.
    routeOptions('jobs', 'public', { querystring: jobListQuerySchema, response: { 200: jobListAnswerSchema } }),
    (request, reply) => answerJobList({ db, config, jobListCache }, request, reply),
  );

  app.get(
    '/api/jobs/locations/',
    routeOptions('jobs', 'public', { response: { 200: jobLocationsResponseSchema } }),
    async () => ({ locations: await listJobLocations(db) }),
  );

  app.get(
    '/api/jobs/:id/',
    routeOptions('jobs', 'public', { params: idParamSchema, response: { 200: jobSchema } }),
    async (request, reply) => {
      await countJobView(db, config, request, reply, request.params.id);
      const row = await findJob(db, request.params.id, seekerIdOf(request), listingViewerOf(request));
      if (!row) throw notFound();
      return serializeJob(row, siteOrigin(config));
    },
  );
};
