import { companyOptionsResponseSchema, companySchema, idParamSchema, industrySchema, jobSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Config } from '../../config';
import { siteOrigin } from '../../lib/media-url';
import { routeOptions } from '../../plugins/route-options';
import { listVisibleJobsOfCompany, seekerIdOf, serializeJob } from '../jobs';
import {
  findPublicCompany,
  industryExists,
  listCompaniesOfIndustry,
  listCompanyOptions,
  listIndustries,
  publicCompanyExists,
} from './companies.repository';
import { serializeCompany } from './company-serializer';

const COMPANY_NOT_FOUND = 'Company not found.';

/** Public reads: industries, the companies of an industry, one company and its open jobs. */
export const companiesRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get(
    '/api/companies/industries/',
    routeOptions('companies', 'public', { response: { 200: z.array(industrySchema) } }),
    async () => listIndustries(db),
  );

  app.get(
    '/api/companies/industries/:id/companies/',
    routeOptions('companies', 'public', { params: idParamSchema, response: { 200: z.array(companySchema) } }),
    async (request) => {
      if (!(await industryExists(db, request.params.id))) throw notFound('Industry not found.');
      const origin = siteOrigin(config);
      const rows = await listCompaniesOfIndustry(db, request.params.id);
      return rows.map((row) => serializeCompany(row, origin));
    },
  );

  app.get(
    '/api/companies/',
    routeOptions('companies', 'public', { response: { 200: companyOptionsResponseSchema } }),
    async () => {
      const results = await listCompanyOptions(db);
      return { count: results.length, results };
    },
  );

  app.get(
    '/api/companies/:id/',
    routeOptions('companies', 'public', { params: idParamSchema, response: { 200: companySchema } }),
    async (request) => {
      const row = await findPublicCompany(db, request.params.id);
      if (!row) throw notFound(COMPANY_NOT_FOUND);
      return serializeCompany(row, siteOrigin(config));
    },
  );

  app.get(
    '/api/companies/:id/jobs/',
    routeOptions('companies', 'public', { params: idParamSchema, response: { 200: z.array(jobSchema) } }),
    async (request) => {
      if (!(await publicCompanyExists(db, request.params.id))) throw notFound(COMPANY_NOT_FOUND);
      const origin = siteOrigin(config);
      const rows = await listVisibleJobsOfCompany(db, request.params.id, seekerIdOf(request));
      return rows.map((row) => serializeJob(row, origin));
    },
  );
};
