import {
  ALERT_CHANNEL_NEEDED,
  ALERT_SMS_NEEDS_PHONE,
  alertCreateSchema,
  alertSchema,
  alertsResponseSchema,
  alertUpdateSchema,
  idParamSchema,
  MAX_ALERTS,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, fieldErrors, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import { type AlertRow, deleteAlert, hasSmsPhone, insertAlert, listAlerts, updateAlert } from './alerts.repository';

export const ALERTS_FULL = `You can keep up to ${MAX_ALERTS} job alerts. Delete one to make another.`;

export const serializeAlert = (row: AlertRow) => ({
  id: row.id,
  name: row.name,
  search: row.search,
  frequency: row.frequency as 'daily' | 'weekly',
  email: row.email,
  sms: row.sms,
  paused: row.paused,
  created_at: row.createdAt.toISOString(),
  last_sent_at: row.lastSentAt?.toISOString() ?? null,
});

/** A job seeker's alerts: create from a /jobs search, list, edit or pause, delete (their own only). */
export const alertsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** SMS only to a confirmed number: the seeker is sent to their profile to confirm one first. */
  const checkSmsPhone = async (userId: number, sms: boolean | undefined) => {
    if (sms && !(await hasSmsPhone(db, userId))) throw fieldErrors({ sms: [ALERT_SMS_NEEDS_PHONE] });
  };

  app.get(
    '/accounts/api/alerts/',
    routeOptions('alerts', ['job_seeker'], { response: { 200: alertsResponseSchema } }),
    async (request) => (await listAlerts(db, requireUser(request).id)).map(serializeAlert),
  );

  app.post(
    '/accounts/api/alerts/',
    routeOptions('alerts', ['job_seeker'], { body: alertCreateSchema, response: { 201: alertSchema } }),
    async (request, reply) => {
      const userId = requireUser(request).id;
      await checkSmsPhone(userId, request.body.sms);
      const row = await insertAlert(db, userId, request.body);
      if (row === 'full') throw badRequest(ALERTS_FULL);
      return reply.code(201).send(serializeAlert(row));
    },
  );

  app.patch(
    '/accounts/api/alerts/:id/',
    routeOptions('alerts', ['job_seeker'], {
      params: idParamSchema,
      body: alertUpdateSchema,
      response: { 200: alertSchema },
    }),
    async (request) => {
      const userId = requireUser(request).id;
      await checkSmsPhone(userId, request.body.sms);
      const row = await updateAlert(db, userId, request.params.id, request.body);
      if (!row) throw notFound();
      if (row === 'no-channel') throw fieldErrors({ email: [ALERT_CHANNEL_NEEDED] });
      return serializeAlert(row);
    },
  );

  app.delete(
    '/accounts/api/alerts/:id/',
    routeOptions('alerts', ['job_seeker'], { params: idParamSchema, response: { 204: z.null() } }),
    async (request, reply) => {
      if (!(await deleteAlert(db, requireUser(request).id, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
