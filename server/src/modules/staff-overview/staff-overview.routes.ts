import { staffOverviewResponseSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { staffRouteOptions } from '../../plugins/route-options';
import { OVERVIEW_DAYS, overviewCounts } from './overview-counts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const staffOverviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/staff/overview/', staffRouteOptions({ response: { 200: staffOverviewResponseSchema } }), async () => {
    const since = new Date(Date.now() - OVERVIEW_DAYS * DAY_MS);
    // One after another: PGlite runs one query at a time anyway, and a pool connection is spared.
    const counts = [];
    for (const figure of overviewCounts) {
      counts.push({ key: figure.key, label: figure.label, count: await figure.count(db, since) });
    }
    return { days: OVERVIEW_DAYS, counts };
  });
};
