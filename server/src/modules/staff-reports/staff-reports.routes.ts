import { reportDecisionSchema, reportQueueSchema, staffJobSchema, staffReportsQuerySchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { staffActionOptions, staffRouteOptions } from '../../plugins/route-options';
import { signedInUserId } from '../../plugins/signed-in-user';
import { type NewsDeps, tellCompanyOfJob } from '../notifications';
import { findStaffJob } from '../staff-jobs';
import { decideReports, reportQueue } from './staff-reports.repository';

/** Staff: the reports queue (counts per job), or a week's reports, and the decision on a job's reports. */
export const staffReportsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, { db, config, mailer }) => {
  app.get(
    '/api/staff/reports/',
    staffRouteOptions({ querystring: staffReportsQuerySchema, response: { 200: reportQueueSchema } }),
    async (request) => ({ jobs: await reportQueue(db, request.query) }),
  );

  app.post(
    '/api/staff/reports/:id/decision/',
    staffActionOptions(reportDecisionSchema, staffJobSchema),
    async (request) => {
      // `id` is the job's: its open reports are decided together.
      const change = await decideReports(db, signedInUserId(request), request.params.id, request.body);
      if (!change) throw notFound('This job has no open reports. Reload the list.');
      await tellCompanyOfJob({ db, config, mailer }, request.log, request.params.id, change);
      const job = await findStaffJob(db, request.params.id);
      if (!job) throw notFound();
      return job;
    },
  );
};
