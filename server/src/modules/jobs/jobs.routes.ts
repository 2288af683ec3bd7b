import {
  idParamSchema,
  JOBS_PAGE_SIZE,
  jobListAnswerSchema,
  jobListQuerySchema,
  jobLocationsResponseSchema,
  jobSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { siteOrigin } from '../../lib/media-url';
import { serializeJob, serializeJobs } from './job-serializer';
import { decodeJobCursor } from './job-cursor';
import { toPrefixTsquery } from './job-search';
import { viewerKey } from './job-viewer';
import { findJob, listJobLocations, recordJobView, searchJobs } from './jobs.repository';
import { cursorUrl, pageLinks } from '../../lib/pagination';
import { routeOptions } from '../../plugins/route-options';
import { type JobListCache, sendCachedList } from './list-cache';
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
    async (request, reply) => {
      const listPage = async () => {
        const page = request.query.page ?? 1;
        const ranked = Boolean(request.query.search && toPrefixTsquery(request.query.search));
        const cursor = request.query.cursor ? decodeJobCursor(request.query.cursor, ranked) : undefined;
        if (cursor === null) throw fieldErrors({ cursor: ['This cursor does not belong to this list.'] });
        const { count, estimated, list, nextCursor } = await searchJobs(
          db,
          request.query,
          { offset: (page - 1) * JOBS_PAGE_SIZE, limit: JOBS_PAGE_SIZE, cursor },
          seekerIdOf(request),
        );
        const next = nextCursor ? cursorUrl(request.url, nextCursor) : null;
        const origin = siteOrigin(config);
        return {
          answer: {
            count,
            ...(estimated ? { count_is_estimate: true as const } : {}),
            // A cursor page knows no page number: its next link is the cursor one, and it has no previous.
            ...(cursor
              ? { next, previous: null }
              : pageLinks(request.url, page, JOBS_PAGE_SIZE, count, nextCursor !== null)),
            results: serializeJobs(list, origin),
          },
          // Every answer offers the keyset link to the next page (RFC 8288), so a client can switch to cursors.
          link: next ? `<${next}>; rel="next"` : undefined,
        };
      };
      // A signed-in job seeker's list carries has_applied: only the others' answers are shared.
      if (seekerIdOf(request) !== null || !jobListCache.enabled) {
        const { answer, link } = await listPage();
        if (link) reply.header('Link', link);
        return answer;
      }
      const cached = await jobListCache.get(`${siteOrigin(config)} ${request.url}`, async () => {
        const { answer, link } = await listPage();
        return { body: reply.serialize(answer) as string, link };
      });
      return sendCachedList(request, reply, cached);
    },
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
      await recordJobView(db, request.params.id, viewerKey(request, reply, config));
      const row = await findJob(db, request.params.id, seekerIdOf(request), listingViewerOf(request));
      if (!row) throw notFound();
      return serializeJob(row, siteOrigin(config));
    },
  );
};
