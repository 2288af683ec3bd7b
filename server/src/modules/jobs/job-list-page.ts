import { JOBS_PAGE_SIZE, type jobListAnswerSchema, type JobListQuery } from '@lj/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fieldErrors } from '../../lib/http-errors';
import { siteOrigin } from '../../lib/media-url';
import { cursorUrl, pageLinks } from '../../lib/pagination';
import { decodeJobCursor } from './job-cursor';
import { jobSearchOf } from './job-search';
import { serializeJobs } from './job-serializer';
import { searchJobs } from './jobs.repository';
import { type JobListCache, sendCachedList } from './list-cache';
import { seekerIdOf } from './viewer';

type ListRequest = FastifyRequest<{ Querystring: JobListQuery }>;

/** One page of the public job list as answered, and the Link header offering its next page (if any). */
type ListPage = { answer: z.infer<typeof jobListAnswerSchema>; link: string | undefined };

/**
 * A page by number or by keyset cursor (a cursor of another list is refused), with the count, the
 * links beside it and the rows in the shape the query asked for.
 */
async function listPage(db: Db, config: Config, request: ListRequest): Promise<ListPage> {
  const search = jobSearchOf(request.query);
  const page = request.query.page ?? 1;
  const cursor = request.query.cursor ? decodeJobCursor(request.query.cursor, search.words !== null) : undefined;
  if (cursor === null) throw fieldErrors({ cursor: ['This cursor does not belong to this list.'] });
  const pageRequest = { offset: (page - 1) * JOBS_PAGE_SIZE, limit: JOBS_PAGE_SIZE, cursor };
  const { count, estimated, list, nextCursor } = await searchJobs(db, search, pageRequest, seekerIdOf(request));
  const next = nextCursor ? cursorUrl(request.url, nextCursor) : null;
  return {
    answer: {
      count,
      ...(estimated ? { count_is_estimate: true as const } : {}),
      // A cursor page knows no page number: its next link is the cursor one, and it has no previous.
      ...(cursor ? { next, previous: null } : pageLinks(request.url, page, JOBS_PAGE_SIZE, count, nextCursor !== null)),
      results: serializeJobs(list, siteOrigin(config)),
    },
    // Every answer offers the keyset link to the next page (RFC 8288), so a client can switch to cursors.
    link: next ? `<${next}>; rel="next"` : undefined,
  };
}

/**
 * Answers the job list. A signed-in job seeker's list carries has_applied and is computed for them;
 * a guest's comes from the shared cache of answers (list-cache.ts) when it is on.
 */
export async function answerJobList(
  deps: { db: Db; config: Config; jobListCache: JobListCache },
  request: ListRequest,
  reply: FastifyReply,
) {
  const { db, config, jobListCache } = deps;
  if (seekerIdOf(request) !== null || !jobListCache.enabled) {
    const { answer, link } = await listPage(db, config, request);
    if (link) reply.header('Link', link);
    return answer;
  }
  const cached = await jobListCache.get(`${siteOrigin(config)} ${request.url}`, async () => {
    const { answer, link } = await listPage(db, config, request);
    return { body: reply.serialize(answer) as string, link };
  });
  return sendCachedList(request, reply, cached);
}
