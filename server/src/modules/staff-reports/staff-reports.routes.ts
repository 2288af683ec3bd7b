import { reportDecisionSchema, reportQueueSchema, staffJobSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { staffActionOptions, staffRouteOptions } from '../../plugins/route-options';
import { signedInUserId } from '../../plugins/signed-in-user';
import { findStaffJob } from '../staff-jobs';
import { decideReports, reportQueue } from './staff-reports.repository';

/** Staff: the reports queue (counts per job) and the decision on a job's reports. */
export const staffReportsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/staff/reports/', staffRouteOptions({ response: { 200: reportQueueSchema } }), async () => ({
    jobs: await reportQueue(db),
  }));

  app.post(
    '/api/staff/reports/:id/decision/',
    staffActionOptions(reportDecisionSchema, staffJobSchema),
    async (request) => {
      // `id` is the job's: its open reports are decided together.
      if (!(await decideReports(db, signedInUserId(request), request.params.id, request.body))) {
        throw notFound('This job has no open reports. Reload the list.');
      }
      const job = await findStaffJob(db, request.params.id);
      if (!job) throw notFound();
      return job;
    },
  );
};
