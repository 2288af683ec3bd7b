import {
  idParamSchema,
  JOBS_PAGE_SIZE,
  jobListQuerySchema,
  jobListResponseSchema,
  jobLocationsResponseSchema,
  jobSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { requestOrigin } from '../../lib/media-url';
import { serializeJob } from './job-serializer';
import { decodeJobCursor } from './job-cursor';
import { toPrefixTsquery } from './job-search';
import { viewerKey } from './job-viewer';
import { findJob, listJobLocations, recordJobView, searchJobs } from './jobs.repository';
import { cursorUrl, pageLinks } from './pagination';
import { seekerIdOf } from './viewer';

/** Public job browsing: search with filters, the location list and the job detail. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get(
    '/api/jobs/',
    {
      config: { access: 'public' },
      schema: { tags: ['jobs'], querystring: jobListQuerySchema, response: { 200: jobListResponseSchema } },
    },
    async (request, reply) => {
      const page = request.query.page ?? 1;
      const ranked = Boolean(request.query.search && toPrefixTsquery(request.query.search));
      const cursor = request.query.cursor ? decodeJobCursor(request.query.cursor, ranked) : undefined;
      if (cursor === null) throw fieldErrors({ cursor: ['This cursor does not belong to this list.'] });
      const { count, rows, nextCursor } = await searchJobs(
        db,
        request.query,
        { offset: (page - 1) * JOBS_PAGE_SIZE, limit: JOBS_PAGE_SIZE, cursor },
        seekerIdOf(request),
      );
      const next = nextCursor ? cursorUrl(request.url, nextCursor) : null;
      // Every answer offers the keyset link to the next page (RFC 8288), so a client can switch to cursors.
      if (next) reply.header('Link', `<${next}>; rel="next"`);
      const origin = requestOrigin(request);
      return {
        count,
        // A cursor page knows no page number: its next link is the cursor one, and it has no previous.
        ...(cursor ? { next, previous: null } : pageLinks(request.url, page, JOBS_PAGE_SIZE, count)),
        results: rows.map((row) => serializeJob(row, origin)),
      };
    },
  );

  app.get(
    '/api/jobs/locations/',
    { config: { access: 'public' }, schema: { tags: ['jobs'], response: { 200: jobLocationsResponseSchema } } },
    async () => ({ locations: await listJobLocations(db) }),
  );

  app.get(
    '/api/jobs/:id/',
    {
      config: { access: 'public' },
      schema: { tags: ['jobs'], params: idParamSchema, response: { 200: jobSchema } },
    },
    async (request, reply) => {
      await recordJobView(db, request.params.id, viewerKey(request, reply, config));
      const row = await findJob(db, request.params.id, seekerIdOf(request));
      if (!row) throw notFound();
      return serializeJob(row, requestOrigin(request));
    },
  );
};
