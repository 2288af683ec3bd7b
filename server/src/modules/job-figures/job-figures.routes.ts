import { companyFiguresSchema, idParamSchema, jobFiguresSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { routeOptions } from '../../plugins/route-options';
import { findCompanyFigures, findJobFigures } from './job-figures.repository';

/** A company's figures of its own jobs, one by one or all together; another company's job is not found. */
export const jobFiguresRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/company/jobs/:id/figures/',
    routeOptions('job figures', ['company'], { params: idParamSchema, response: { 200: jobFiguresSchema } }),
    async (request) => {
      const figures = await findJobFigures(db, request.companyId, request.params.id);
      if (!figures) throw notFound();
      return figures;
    },
  );

  app.get(
    '/api/company/figures/',
    routeOptions('job figures', ['company'], { response: { 200: companyFiguresSchema } }),
    async (request) => findCompanyFigures(db, request.companyId),
  );
};
