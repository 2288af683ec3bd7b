import {
  BOOKKEEPING_DISABLED,
  BOOKKEEPING_FIRST_MONTH,
  BOOKKEEPING_MONTH_TAKEN,
  bookkeepingMonthsResponseSchema,
  bookkeepingRecordRequestSchema,
  bookkeepingRecordResponseSchema,
  currentMonth,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { conflict, fieldErrors, notFound } from '../../lib/http-errors';
import { routeOptions } from '../../plugins/route-options';
import { readSettings } from '../settings';
import { insertRecordOnce, submittedMonths } from './bookkeeping.repository';

export const bookkeepingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/companies/bookkeeping/months/',
    routeOptions('bookkeeping', ['company'], { response: { 200: bookkeepingMonthsResponseSchema } }),
    async (request) => {
      const figures = await submittedMonths(db, request.companyId);
      return {
        months: figures.map((row) => row.month),
        figures,
        first_month: BOOKKEEPING_FIRST_MONTH,
        current_month: currentMonth(),
      };
    },
  );

  app.post(
    '/api/companies/bookkeeping/',
    routeOptions('bookkeeping', ['company'], {
      body: bookkeepingRecordRequestSchema,
      response: { 201: bookkeepingRecordResponseSchema },
    }),
    async (request, reply) => {
      if (!(await readSettings(db)).show_company_bookkeeping) throw notFound(BOOKKEEPING_DISABLED);
      const record = request.body;
      const last = currentMonth();
      if (record.month < BOOKKEEPING_FIRST_MONTH || record.month > last) {
        throw fieldErrors({ month: [`Choose a month from ${BOOKKEEPING_FIRST_MONTH} to ${last}.`] });
      }
      const row = await insertRecordOnce(db, request.companyId, record);
      if (!row) throw conflict(BOOKKEEPING_MONTH_TAKEN);
      return reply.code(201).send({
        success: true as const,
        record: {
          id: row.id,
          month: row.month,
          revenue: row.revenue,
          expenses: row.expenses,
          oreExtracted: row.oreExtracted,
          wagesPaid: row.wagesPaid,
          notes: row.notes,
          submitted_at: row.submittedAt.toISOString(),
        },
      });
    },
  );
};
