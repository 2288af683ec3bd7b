import {
  paymentRulesSchema,
  rejectPaymentSchema,
  STAFF_PAYMENTS_PAGE_SIZE,
  STATEMENT_MAX_BYTES,
  staffPaymentExportQuerySchema,
  staffPaymentListQuerySchema,
  staffPaymentListSchema,
  statementFormatSchema,
  statementFormatsSchema,
  statementImportSchema,
  successResponseSchema,
  verifyPaymentSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SmsNewsDeps, tellCompanyOfPayment } from '../notifications';
import { z } from 'zod';
import { badRequest, fieldErrors } from '../../lib/http-errors';
import { pageAnswer } from '../../lib/pagination';
import { readMultipartForm } from '../../lib/uploads';
import { staffActionOptions, staffRouteOptions } from '../../plugins/route-options';
import { signedInUserId } from '../../plugins/signed-in-user';
import { readPaymentRules } from '../subscription';
import { serializeStaffPayment } from './staff-payment-serializer';
import { findProviderName, findStatementFormat, listPayments, listStatementFormats } from './staff-payments.repository';
import {
  changePaymentRules,
  exportPayments,
  importStatement,
  rejectPayment,
  saveProviderStatementFormat,
  verifyPayment,
} from './staff-payments.service';
import { readStatement } from './statement-csv';

const PROVIDER_UNKNOWN = 'Choose the provider whose statement this is.';
const STATEMENT_MISSING = 'Choose the statement file (CSV) to import.';

/** Staff check payments against the money: list, verify, reject, import a statement, export, rules. */
export const staffPaymentsRoutes: FastifyPluginAsyncZod<SmsNewsDeps> = async (app, { db, config, mailer, sms }) => {
  const news = { db, config, mailer, sms };
  app.get(
    '/api/staff/payments/',
    staffRouteOptions({ querystring: staffPaymentListQuerySchema, response: { 200: staffPaymentListSchema } }),
    async (request) => {
      const { rows, count } = await listPayments(db, request.query);
      return pageAnswer(
        request.url,
        request.query.page,
        STAFF_PAYMENTS_PAGE_SIZE,
        count,
        rows.map(serializeStaffPayment),
      );
    },
  );

  app.get(
    '/api/staff/payments/export/',
    staffRouteOptions({ querystring: staffPaymentExportQuerySchema, response: { 200: z.string() } }),
    async (request, reply) => {
      const csv = await exportPayments(db, signedInUserId(request), request.query.state);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payments-${request.query.state ?? 'all'}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/staff/payments/:id/verify/',
    staffActionOptions(verifyPaymentSchema, successResponseSchema),
    async (request) => {
      await verifyPayment(db, signedInUserId(request), request.params.id, request.body.note);
      await tellCompanyOfPayment(news, request.log, request.params.id, { state: 'verified', reason: '' });
      return { success: true as const };
    },
  );

  app.post(
    '/api/staff/payments/:id/reject/',
    staffActionOptions(rejectPaymentSchema, successResponseSchema),
    async (request) => {
      await rejectPayment(db, signedInUserId(request), request.params.id, request.body.reason);
      await tellCompanyOfPayment(news, request.log, request.params.id, {
        state: 'rejected',
        reason: request.body.reason,
      });
      return { success: true as const };
    },
  );

  // Multipart (the statement file beside the provider), so the body is read and checked in the handler.
  app.post(
    '/api/staff/payments/import/',
    staffRouteOptions({ response: { 200: statementImportSchema } }),
    async (request) => {
      const form = await readMultipartForm(request, { statement: STATEMENT_MAX_BYTES });
      const provider = await findProviderName(db, (form.fields.provider ?? '').trim());
      if (!provider) throw fieldErrors({ provider: [PROVIDER_UNKNOWN] });
      const file = form.files.get('statement');
      if (!file) throw fieldErrors({ statement: [STATEMENT_MISSING] });
      const rows = readStatement(file.data, await findStatementFormat(db, provider));
      const report = await importStatement(db, signedInUserId(request), provider, rows);
      for (const { payment_id } of report.matched)
        await tellCompanyOfPayment(news, request.log, payment_id, { state: 'verified', reason: '' });
      return report;
    },
  );

  app.get(
    '/api/staff/payments/statement-formats/',
    staffRouteOptions({ response: { 200: statementFormatsSchema } }),
    async () => ({ formats: await listStatementFormats(db) }),
  );

  app.put(
    '/api/staff/payments/statement-formats/',
    staffRouteOptions({ body: statementFormatSchema, response: { 200: statementFormatSchema } }),
    async (request) => {
      const provider = await findProviderName(db, request.body.provider);
      if (!provider) throw badRequest(PROVIDER_UNKNOWN, { provider: [PROVIDER_UNKNOWN] });
      return saveProviderStatementFormat(db, signedInUserId(request), { ...request.body, provider });
    },
  );

  app.get('/api/staff/payments/rules/', staffRouteOptions({ response: { 200: paymentRulesSchema } }), async () =>
    readPaymentRules(db),
  );

  app.put(
    '/api/staff/payments/rules/',
    staffRouteOptions({ body: paymentRulesSchema, response: { 200: paymentRulesSchema } }),
    async (request) => changePaymentRules(db, signedInUserId(request), request.body),
  );
};
