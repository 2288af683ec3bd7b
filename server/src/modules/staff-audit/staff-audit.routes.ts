import { STAFF_AUDIT_PAGE_SIZE, staffAuditQuerySchema, staffAuditResponseSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { pageAnswer } from '../../lib/pagination';
import { staffRouteOptions } from '../../plugins/route-options';
import { auditPage } from './staff-audit.repository';

/** The audit log, read-only: there is no route that edits or deletes a row (the table refuses it too). */
export const staffAuditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/staff/audit/',
    staffRouteOptions({ querystring: staffAuditQuerySchema, response: { 200: staffAuditResponseSchema } }),
    async (request) => {
      const { page, ...filters } = request.query;
      const { count, rows } = await auditPage(db, filters, page, STAFF_AUDIT_PAGE_SIZE);
      return pageAnswer(request.url, page, STAFF_AUDIT_PAGE_SIZE, count, rows);
    },
  );
};
