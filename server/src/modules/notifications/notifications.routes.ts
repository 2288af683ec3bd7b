import { notificationsResponseSchema, unreadCountResponseSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import { countUnread, listNotifications, markAllRead } from './notifications.repository';

/** A job seeker's notifications: the list, the unread count the navigation shows, and "read them all". */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/accounts/api/notifications/',
    routeOptions('notifications', ['job_seeker'], { response: { 200: notificationsResponseSchema } }),
    async (request) => {
      const userId = requireUser(request).id;
      const [rows, unread] = await Promise.all([listNotifications(db, userId), countUnread(db, userId)]);
      return {
        unread,
        results: rows.map((row) => ({
          id: row.id,
          text: row.text,
          job_id: row.jobId,
          created_at: row.createdAt.toISOString(),
          read: row.readAt !== null,
        })),
      };
    },
  );

  app.get(
    '/accounts/api/notifications/unread/',
    routeOptions('notifications', ['job_seeker'], { response: { 200: unreadCountResponseSchema } }),
    async (request) => ({ unread: await countUnread(db, requireUser(request).id) }),
  );

  app.post(
    '/accounts/api/notifications/read/',
    routeOptions('notifications', ['job_seeker'], {
      // Nothing to send: every notification of the seeker is marked read.
      body: z.object({}).strict().nullish(),
      response: { 200: unreadCountResponseSchema },
    }),
    async (request) => {
      await markAllRead(db, requireUser(request).id);
      return { unread: 0 };
    },
  );
};
