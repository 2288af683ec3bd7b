import { applicationDetailSchema, applicationStatusUpdateSchema, idParamSchema } from '@lj/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Config } from '../../config';
import { siteOrigin } from '../../lib/media-url';
import { routeOptions } from '../../plugins/route-options';
import type { Mailer } from '../../lib/mailer';
import type { SmsSender } from '../../lib/sms/sms-sender';
import { tellApplicantOfStatus } from '../notifications';
import { serializeApplicationDetail } from './application-detail-serializer';
import { findApplicationForCompany, updateApplicationStatus } from './company-applications.repository';

export const companyApplicationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
}> = async (app, { db, config, mailer, sms }) => {
  /** Only the company that owns the job sees the application; for anyone else it does not exist. */
  async function detail(request: FastifyRequest, applicationId: number) {
    const row = await findApplicationForCompany(db, applicationId, request.companyId);
    if (!row) throw notFound('Application not found');
    return serializeApplicationDetail(row, siteOrigin(config));
  }

  app.get(
    '/accounts/api/applications/:id/',
    routeOptions('company applications', ['company'], {
      params: idParamSchema,
      response: { 200: applicationDetailSchema },
    }),
    async (request) => detail(request, request.params.id),
  );

  app.patch(
    '/accounts/api/applications/:id/status/',
    routeOptions('company applications', ['company'], {
      params: idParamSchema,
      body: applicationStatusUpdateSchema,
      response: { 200: applicationDetailSchema },
    }),
    async (request) => {
      const { id } = request.params;
      const outcome = await updateApplicationStatus(db, id, request.companyId, request.body.status);
      if (outcome === 'missing') throw notFound('Application not found');
      // The seeker hears of each change, in the app, by e-mail and (with SMS receipts) by SMS.
      if (outcome === 'changed')
        await tellApplicantOfStatus({ db, config, mailer, sms }, request.log, id, request.body.status);
      return detail(request, id);
    },
  );
};
