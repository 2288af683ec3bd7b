import { staffNewsSettingsSchema, staffOverviewResponseSchema, staffWeeksResponseSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { staffRouteOptions } from '../../plugins/route-options';
import { signedInUserId } from '../../plugins/signed-in-user';
import { readNewsSettings, saveNewsSettings } from '../notifications';
import { auditedChange, staffActor } from '../staff-audit';
import { OVERVIEW_DAYS, overviewCounts } from './overview-counts';
import { weeklyFigures } from './weekly-figures';

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

  app.get(
    '/api/staff/overview/weeks/',
    staffRouteOptions({ response: { 200: staffWeeksResponseSchema } }),
    async () => ({ weeks: await weeklyFigures(db) }),
  );

  app.get(
    '/api/staff/news-settings/',
    staffRouteOptions({ response: { 200: staffNewsSettingsSchema } }),
    async (request) => ({ staff_summary: (await readNewsSettings(db, signedInUserId(request))).staffSummary }),
  );

  // A staff member's own choice, audited as every staff write is (one row, no one else's data).
  app.put(
    '/api/staff/news-settings/',
    staffRouteOptions({ body: staffNewsSettingsSchema, response: { 200: staffNewsSettingsSchema } }),
    async (request) => {
      const staffUserId = signedInUserId(request);
      const on = request.body.staff_summary;
      return auditedChange(db, staffActor(staffUserId), async (tx) => {
        const saved = await saveNewsSettings(tx, staffUserId, { staffSummary: on });
        const audit = {
          action: 'staff.news_settings',
          targetType: 'user',
          targetId: staffUserId,
          after: { summary: on },
        };
        return { result: { staff_summary: saved.staffSummary }, audit };
      });
    },
  );
};
