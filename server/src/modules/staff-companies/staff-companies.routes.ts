import {
  companySuspensionSchema,
  companyVerificationSchema,
  STAFF_COMPANIES_PAGE_SIZE,
  staffCompanyListQuerySchema,
  staffCompanyListSchema,
  successResponseSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pageAnswer } from '../../lib/pagination';
import { type NewsDeps, tellCompanyOfSuspension } from '../notifications';
import { staffActionOptions, staffRouteOptions } from '../../plugins/route-options';
import { signedInUserId } from '../../plugins/signed-in-user';
import type { StaffCompanyRow } from './staff-companies.repository';
import { listStaffCompanies } from './staff-companies.repository';
import { setCompanyVerified, suspend, unsuspend } from './staff-companies.service';

const serialize = (row: StaffCompanyRow) => ({
  id: row.id,
  name: row.name,
  owner_email: row.ownerEmail,
  location: row.location,
  created_at: row.createdAt.toISOString(),
  job_count: row.jobCount,
  verified_at: row.verifiedAt?.toISOString() ?? null,
  suspended_at: row.suspendedAt?.toISOString() ?? null,
  suspension_reason: row.suspensionReason,
});

const ok = { success: true as const };

/** Staff find companies, verify them (the badge) and suspend or restore them. */
export const staffCompaniesRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, { db, config, mailer }) => {
  const news = { db, config, mailer };
  app.get(
    '/api/staff/companies/',
    staffRouteOptions({ querystring: staffCompanyListQuerySchema, response: { 200: staffCompanyListSchema } }),
    async (request) => {
      const { rows, count } = await listStaffCompanies(db, request.query);
      return pageAnswer(request.url, request.query.page, STAFF_COMPANIES_PAGE_SIZE, count, rows.map(serialize));
    },
  );

  /**
   * A staff decision on one company (`:id`), its body checked by `body`: answered with success. Each
   * path is spelled out whole, so a search for it (and docs/routes.md's check) finds this file.
   */
  const decision = <Body extends z.ZodType>(
    path: `/api/staff/companies/:id/${string}/`,
    body: Body,
    decide: (staffUserId: number, companyId: number, body: z.output<Body>) => Promise<void>,
  ) =>
    app.post(path, staffActionOptions(body, successResponseSchema), async (request) => {
      // The type provider cannot resolve a generic schema's output; the schema has checked the body.
      await decide(signedInUserId(request), request.params.id, request.body as z.output<Body>);
      return ok;
    });

  decision('/api/staff/companies/:id/verification/', companyVerificationSchema, (staffUserId, id, { verified }) =>
    setCompanyVerified(db, staffUserId, id, verified),
  );
  decision('/api/staff/companies/:id/suspend/', companySuspensionSchema, async (staffUserId, id, { reason }) => {
    await suspend(db, staffUserId, id, reason);
    await tellCompanyOfSuspension(news, app.log, id, { suspended: true, reason });
  });
  decision('/api/staff/companies/:id/unsuspend/', companySuspensionSchema, async (staffUserId, id, { reason }) => {
    await unsuspend(db, staffUserId, id, reason);
    await tellCompanyOfSuspension(news, app.log, id, { suspended: false, reason });
  });
};
