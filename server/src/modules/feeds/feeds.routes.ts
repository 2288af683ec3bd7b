import { jobListQuerySchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { routeOptions } from '../../plugins/route-options';
import { jobSearchOf, searchJobs } from '../jobs';
import { FEED_ITEMS, type FeedInfo, renderJsonFeed, renderRss } from './feeds';

/** A feed is read again by many readers every few minutes: shared caches may keep it this long. */
const FEED_MAX_AGE_SECONDS = 300;

const jsonFeedSchema = z.object({
  version: z.string(),
  title: z.string(),
  home_page_url: z.string(),
  feed_url: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      title: z.string(),
      content_text: z.string(),
      date_published: z.string(),
    }),
  ),
});

/**
 * RSS 2.0 and JSON Feed of the open jobs of any search the job list accepts (the same query schema:
 * `/jobs` links the feed of its own search). The newest FEED_ITEMS; an ETag and a 304 come from
 * plugins/conditional-get.ts, Last-Modified is the newest job's time.
 */
export const feedsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const site = config.siteUrl.replace(/\/+$/, '');

  async function feedOf(request: FastifyRequest, reply: FastifyReply, query: z.infer<typeof jobListQuerySchema>) {
    // Open jobs only (openJob: active and before the deadline), whatever status the query asked for.
    const asked = { ...query, status: undefined, view: undefined, page: undefined, cursor: undefined };
    const { list } = await searchJobs(db, jobSearchOf(asked, { open: true }), { offset: 0, limit: FEED_ITEMS }, null);
    const jobs = list.view === 'full' ? list.rows : [];
    // The list's own address for this search: paging and shape are the feed's business, not the page's.
    const params = new URL(request.url, 'http://feed').searchParams;
    for (const name of ['page', 'cursor', 'view']) params.delete(name);
    const search = params.size > 0 ? `?${params}` : '';
    const info: FeedInfo = {
      siteName: config.siteName,
      siteUrl: site,
      pageUrl: `${site}/jobs${search}`,
      feedUrl: `${site}${request.url}`,
    };
    reply.header('Cache-Control', `public, max-age=${FEED_MAX_AGE_SECONDS}`);
    if (jobs[0]) reply.header('Last-Modified', jobs[0].createdAt.toUTCString());
    return { jobs, info };
  }

  app.get(
    '/api/jobs/feed.xml',
    routeOptions('feeds', 'public', { querystring: jobListQuerySchema, response: { 200: z.string() } }),
    async (request, reply) => {
      const { jobs, info } = await feedOf(request, reply, request.query);
      return reply.type('application/rss+xml; charset=utf-8').send(renderRss(info, jobs));
    },
  );

  app.get(
    '/api/jobs/feed.json',
    routeOptions('feeds', 'public', { querystring: jobListQuerySchema, response: { 200: jsonFeedSchema } }),
    async (request, reply) => {
      const { jobs, info } = await feedOf(request, reply, request.query);
      return reply.type('application/feed+json; charset=utf-8').send(renderJsonFeed(info, jobs));
    },
  );
};
