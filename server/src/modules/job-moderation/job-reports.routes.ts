import { idParamSchema, jobReportRequestSchema, jobReportResponseSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notAuthenticated, notFound } from '../../lib/http-errors';
import { routeOptions } from '../../plugins/route-options';
import { type NewsDeps, tellCompanyOfJob } from '../notifications';
import { REPORTED_REASON, reportJob } from './job-reports.repository';
import { reportAddress } from './report-address';

/** "Report this job" on the job page: any signed-in person, once per job. */
export const jobReportsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, { db, config, mailer }) => {
  app.post(
    '/api/jobs/:id/report/',
    routeOptions('job reports', 'authenticated', {
      params: idParamSchema,
      body: jobReportRequestSchema,
      response: { 200: jobReportResponseSchema },
    }),
    async (request) => {
      const user = request.auth.user;
      if (!user) throw notAuthenticated();
      const reporter = {
        userId: user.id,
        address: reportAddress(config, request.ip),
        fromCompany: user.userType === 'company',
      };
      const filed = await reportJob(db, request.params.id, reporter, request.body);
      // Held, hidden, deleted or missing: the same 404, so nothing about a hidden job leaks.
      if (!filed) throw notFound();
      if (filed.hidden) {
        const change = { from: 'visible' as const, to: 'reported' as const, reason: REPORTED_REASON };
        await tellCompanyOfJob({ db, config, mailer }, request.log, request.params.id, change);
      }
      return { success: true as const, created: filed.created };
    },
  );
};
