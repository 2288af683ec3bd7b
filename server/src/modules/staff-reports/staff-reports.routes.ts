import { idParamSchema, reportDecisionSchema, reportQueueSchema, staffJobSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { notAuthenticated, notFound } from '../../lib/http-errors';
import { routeOptions } from '../../plugins/route-options';
import { findStaffJob } from '../staff-jobs';
import { decideReports, reportQueue } from './staff-reports.repository';

/** Staff: the reports queue (counts per job) and the decision on a job's reports. */
export const staffReportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/staff/reports/',
    routeOptions('staff', ['staff'], { response: { 200: reportQueueSchema } }),
    async () => ({ jobs: await reportQueue(db) }),
  );

  app.post(
    '/api/staff/reports/:id/decision/',
    routeOptions('staff', ['staff'], {
      params: idParamSchema,
      body: reportDecisionSchema,
      response: { 200: staffJobSchema },
    }),
    async (request) => {
      const user = request.auth.user;
      if (!user) throw notAuthenticated();
      // `id` is the job's: its open reports are decided together.
      if (!(await decideReports(db, user.id, request.params.id, request.body))) {
        throw notFound('This job has no open reports. Reload the list.');
      }
      const job = await findStaffJob(db, request.params.id);
      if (!job) throw notFound();
      return job;
    },
  );
};
