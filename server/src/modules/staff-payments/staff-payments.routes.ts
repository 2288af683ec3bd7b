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
import { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, fieldErrors } from '../../lib/http-errors';
import { pageAnswer } from '../../lib/pagination';
import { readMultipartForm } from '../../lib/uploads';
import { staffActionOptions, staffRouteOptions } from '../../plugins/route-options';
import { signedInUserId } from '../../plugins/signed-in-user';
import { recordStaffAction } from '../staff-audit';
import { readPaymentRules, writePaymentRules } from '../subscription';
import { toCsv } from './csv-export';
import { serializeStaffPayment } from './staff-payment-serializer';
import {
  findProviderName,
  findStatementFormat,
  listPayments,
  listPaymentsForExport,
  listStatementFormats,
  saveStatementFormat,
} from './staff-payments.repository';
import { importStatement, rejectPayment, verifyPayment } from './staff-payments.service';
import { readStatement } from './statement-csv';

const PROVIDER_UNKNOWN = 'Choose the provider whose statement this is.';
const STATEMENT_MISSING = 'Choose the statement file (CSV) to import.';

/** Staff check payments against the money: list, verify, reject, import a statement, export, rules. */
export const staffPaymentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/staff/payments/',
    staffRouteOptions({ querystring: staffPaymentListQuerySchema, response: { 200: staffPaymentListSchema } }),
    async (request) => {
      const { state, page } = request.query;
      const { rows, count } = await listPayments(db, state, page);
      return pageAnswer(request.url, page, STAFF_PAYMENTS_PAGE_SIZE, count, rows.map(serializeStaffPayment));
    },
  );

  app.get(
    '/api/staff/payments/export/',
    staffRouteOptions({ querystring: staffPaymentExportQuerySchema, response: { 200: z.string() } }),
    async (request, reply) => {
      const rows = await listPaymentsForExport(db, request.query.state);
      const heading = ['id', 'company', 'plan', 'provider', 'reference', 'amount', 'confirmed_at', 'state'];
      const lines = rows.map((row) => {
        const payment = serializeStaffPayment(row);
        return [
          payment.id,
          payment.company.name,
          payment.plan.name,
          payment.provider,
          payment.payment_reference,
          payment.amount.toFixed(2),
          payment.created_at,
          payment.state,
        ];
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="payments-${request.query.state ?? 'all'}.csv"`)
        .send(toCsv([heading, ...lines]));
    },
  );

  app.post(
    '/api/staff/payments/:id/verify/',
    staffActionOptions(verifyPaymentSchema, successResponseSchema),
    async (request) => {
      await verifyPayment(db, signedInUserId(request), request.params.id, request.body.note);
      return { success: true as const };
    },
  );

  app.post(
    '/api/staff/payments/:id/reject/',
    staffActionOptions(rejectPaymentSchema, successResponseSchema),
    async (request) => {
      await rejectPayment(db, signedInUserId(request), request.params.id, request.body.reason);
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
      return importStatement(db, signedInUserId(request), provider, rows);
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
      const format = { ...request.body, provider };
      await db.transaction(async (tx) => {
        const before = await saveStatementFormat(tx, format);
        await recordStaffAction(tx, {
          staffUserId: signedInUserId(request),
          action: 'payment.statement_format',
          targetType: 'payment_provider',
          targetId: provider,
          before,
          after: format,
        });
      });
      return format;
    },
  );

  app.get('/api/staff/payments/rules/', staffRouteOptions({ response: { 200: paymentRulesSchema } }), async () =>
    readPaymentRules(db),
  );

  app.put(
    '/api/staff/payments/rules/',
    staffRouteOptions({ body: paymentRulesSchema, response: { 200: paymentRulesSchema } }),
    async (request) => {
      await db.transaction(async (tx) => {
        const before = await readPaymentRules(tx);
        await writePaymentRules(tx, request.body);
        await recordStaffAction(tx, {
          staffUserId: signedInUserId(request),
          action: 'setting.payment_rules',
          targetType: 'setting',
          targetId: 'payment_rules',
          before,
          after: request.body,
        });
      });
      return request.body;
    },
  );
};
