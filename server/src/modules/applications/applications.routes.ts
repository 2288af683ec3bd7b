import {
  applyRequestSchema,
  applyResponseSchema,
  idParamSchema,
  jobApplicationsResponseSchema,
  myApplicationsResponseSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import type { Config } from '../../config';
import { siteOrigin } from '../../lib/media-url';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import type { Mailer } from '../../lib/mailer';
import type { SmsSender } from '../../lib/sms/sms-sender';
import { serializeJobApplication } from './application-serializer';
import { findJobWithOwner, listApplicationsOfJob, listApplicationsOfUser } from './applications.repository';
import { applicantSource } from '../job-figures';
import { applyAndTell } from './apply-and-tell';

const jobIdParamSchema = z.object({ jobId: idParamSchema.shape.id });

/** Applying to a job and the two lists of applications (the job's, and the seeker's own). */
export const applicationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
}> = async (app, { db, config, mailer, sms }) => {
  app.post(
    '/api/jobs/:id/apply/',
    // Any signed-in user reaches the handler so a company gets the specific refusal message.
    routeOptions('applications', 'authenticated', {
      params: idParamSchema,
      // A POST without a body is fine: the default cover letter is used.
      body: applyRequestSchema.nullish(),
      response: { 201: applyResponseSchema },
    }),
    async (request, reply) => {
      const body = request.body;
      const answer = await applyAndTell(
        { db, config, mailer, sms },
        request.log,
        requireUser(request),
        request.params.id,
        { coverLetter: body?.cover_letter, fullName: body?.full_name, phoneNumber: body?.phone_number },
        applicantSource(request, request.params.id),
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/accounts/api/jobs/:jobId/applications/',
    routeOptions('applications', 'authenticated', {
      params: jobIdParamSchema,
      response: { 200: jobApplicationsResponseSchema },
    }),
    async (request) => {
      const user = requireUser(request);
      const job = await findJobWithOwner(db, request.params.jobId);
      if (!job) throw notFound();
      const isOwner = user.userType === 'company' && job.ownerUserId === user.id;
      // No job seeker ever sees another applicant: they get their own application(s) only.
      if (!isOwner && user.userType !== 'job_seeker') throw forbidden();
      const rows = await listApplicationsOfJob(db, job.id, isOwner ? null : user.id);
      const origin = siteOrigin(config);
      return {
        job: { id: job.id, title: job.title },
        applications: rows.map((row) => serializeJobApplication(row, origin)),
      };
    },
  );

  app.get(
    '/accounts/api/my-applications/',
    routeOptions('applications', ['job_seeker'], { response: { 200: myApplicationsResponseSchema } }),
    async (request) => {
      const rows = await listApplicationsOfUser(db, requireUser(request).id);
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        applied_at: row.appliedAt.toISOString(),
        job: row.job && row.company ? { ...row.job, company: row.company } : null,
        company_name: row.company?.name ?? '',
      }));
    },
  );
};
