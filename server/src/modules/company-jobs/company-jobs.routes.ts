import {
  COMPANY_JOBS_PAGE_SIZE,
  companyJobsQuerySchema,
  companyJobsResponseSchema,
  idParamSchema,
  jobFormSchema,
  jobSaveResponseSchema,
  successResponseSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { siteOrigin } from '../../lib/media-url';
import { pageLinks } from '../../lib/pagination';
import { routeOptions } from '../../plugins/route-options';
import { serializeJob } from '../jobs';
import { holdReason } from '../job-moderation';
import { type NewsDeps, tellCompanyOfJob } from '../notifications';
import { requireActiveSubscription } from '../subscription';
import { requireChosenName } from './require-chosen-name';
import { deleteOwnJob, findJobRow, insertJob, listOwnJobs, updateOwnJob } from './company-jobs.repository';

/** Today in Liberia (UTC all year) as YYYY-MM-DD, the earliest deadline a new job may have. */
const todayInLiberia = () => new Date().toISOString().slice(0, 10);

export const companyJobsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, { db, config, mailer }) => {
  const subscribed = requireActiveSubscription(db);
  const named = requireChosenName(db);

  async function savedJob(id: number) {
    const row = await findJobRow(db, id);
    if (!row) throw notFound();
    return { job: serializeJob(row, siteOrigin(config)), id };
  }

  app.post(
    '/api/jobs/',
    {
      ...routeOptions('company jobs', ['company'], { body: jobFormSchema, response: { 201: jobSaveResponseSchema } }),
      preHandler: [named, subscribed],
    },
    async (request, reply) => {
      if (request.body.deadline !== null && request.body.deadline < todayInLiberia()) {
        throw fieldErrors({ deadline: ['The deadline cannot be in the past.'] });
      }
      const hold = await holdReason(db, request.companyId, request.body, { isNew: true });
      const id = await insertJob(db, request.companyId, request.body, hold);
      // The answer shows the hold; the message keeps it for later, and says that staff's word will come.
      if (hold !== null)
        await tellCompanyOfJob({ db, config, mailer }, request.log, id, { from: null, to: 'held', reason: hold });
      return reply.code(201).send(await savedJob(id));
    },
  );

  app.put(
    '/api/jobs/:id/',
    {
      ...routeOptions('company jobs', ['company'], {
        params: idParamSchema,
        body: jobFormSchema,
        response: { 200: jobSaveResponseSchema },
      }),
      preHandler: subscribed,
    },
    async (request) => {
      // Another company's job answers 404 like a missing one, so ids cannot be probed.
      const hold = await holdReason(db, request.companyId, request.body, { isNew: false });
      if (!(await updateOwnJob(db, request.companyId, request.params.id, request.body, hold))) throw notFound();
      return savedJob(request.params.id);
    },
  );

  app.get(
    '/accounts/api/company/jobs/',
    {
      ...routeOptions('company jobs', ['company'], {
        querystring: companyJobsQuerySchema,
        response: { 200: companyJobsResponseSchema },
      }),
      preHandler: subscribed,
    },
    async (request) => {
      const { count, rows } = await listOwnJobs(db, request.companyId, request.query);
      const origin = siteOrigin(config);
      return {
        count,
        ...pageLinks(request.url, request.query.page, COMPANY_JOBS_PAGE_SIZE, count),
        results: rows.map((row) => serializeJob(row, origin)),
      };
    },
  );

  app.post(
    '/company/jobs/:id/delete/',
    {
      ...routeOptions('company jobs', ['company'], { params: idParamSchema, response: { 200: successResponseSchema } }),
      preHandler: subscribed,
    },
    async (request) => {
      if (!(await deleteOwnJob(db, request.companyId, request.params.id))) throw notFound();
      return { success: true as const };
    },
  );
};
