import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { routeOptions } from '../../plugins/route-options';
import { companyEntries, industryEntries, openJobEntries } from './seo.repository';
import { renderRobots, renderSitemap, STATIC_PAGES } from './sitemap';

/** Findable: /sitemap.xml (open jobs, companies, industries, static pages) and /robots.txt. */
export const seoRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  app.get('/sitemap.xml', routeOptions('seo', 'public', { response: { 200: z.string() } }), async (_request, reply) => {
    const [jobs, companies, industries] = await Promise.all([
      openJobEntries(db),
      companyEntries(db),
      industryEntries(db),
    ]);
    const statics = STATIC_PAGES.map((path) => ({ path, lastmod: null }));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(renderSitemap(config.siteUrl, [...statics, ...jobs, ...companies, ...industries]));
  });

  app.get('/robots.txt', routeOptions('seo', 'public', { response: { 200: z.string() } }), async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(renderRobots(config.siteUrl)),
  );
};
