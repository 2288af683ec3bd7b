import {
  companyNewsSettingsSchema,
  idParamSchema,
  jobApplicationNewsSchema,
  notificationsResponseSchema,
  unreadCountResponseSchema,
} from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import { notFound } from '../../lib/http-errors';
import {
  readJobApplicationNews,
  readNewsSettings,
  saveNewsSettings,
  setJobApplicationNews,
  toCompanySettings,
} from './news-settings.repository';
import { countUnread, listNotifications, markAllRead } from './notifications.repository';

/** Seekers hear of their applications, companies of theirs, their jobs, payments and account. */
const READERS = ['job_seeker', 'company'] as const;

/**
 * A user's own notifications (seekers' and companies'): the list, the unread count the navigation
 * shows, and "read them all"; a company's choice of what it hears.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/accounts/api/notifications/',
    routeOptions('notifications', [...READERS], { response: { 200: notificationsResponseSchema } }),
    async (request) => {
      const userId = requireUser(request).id;
      const [rows, unread] = await Promise.all([listNotifications(db, userId), countUnread(db, userId)]);
      return {
        unread,
        results: rows.map((row) => ({
          id: row.id,
          text: row.text,
          job_id: row.jobId,
          link: row.link ?? (row.jobId ? `/jobs/${row.jobId}` : null),
          created_at: row.createdAt.toISOString(),
          read: row.readAt !== null,
        })),
      };
    },
  );

  app.get(
    '/accounts/api/notifications/unread/',
    routeOptions('notifications', [...READERS], { response: { 200: unreadCountResponseSchema } }),
    async (request) => ({ unread: await countUnread(db, requireUser(request).id) }),
  );

  app.post(
    '/accounts/api/notifications/read/',
    routeOptions('notifications', [...READERS], {
      // Nothing to send: every notification of the seeker is marked read.
      body: z.object({}).strict().nullish(),
      response: { 200: unreadCountResponseSchema },
    }),
    async (request) => {
      await markAllRead(db, requireUser(request).id);
      return { unread: 0 };
    },
  );

  app.get(
    '/api/company/notification-settings/',
    routeOptions('notifications', ['company'], { response: { 200: companyNewsSettingsSchema } }),
    async (request) => toCompanySettings(await readNewsSettings(db, requireUser(request).id)),
  );

  app.put(
    '/api/company/notification-settings/',
    routeOptions('notifications', ['company'], {
      body: companyNewsSettingsSchema,
      response: { 200: companyNewsSettingsSchema },
    }),
    async (request) => {
      const { applications, job_news } = request.body;
      return toCompanySettings(
        await saveNewsSettings(db, requireUser(request).id, { applications, jobNews: job_news }),
      );
    },
  );

  app.get(
    '/api/company/jobs/:id/application-news/',
    routeOptions('notifications', ['company'], {
      params: idParamSchema,
      response: { 200: jobApplicationNewsSchema },
    }),
    async (request) => {
      const news = await readJobApplicationNews(db, request.companyId, request.params.id);
      if (news === undefined) throw notFound();
      return { application_news: news };
    },
  );

  app.put(
    '/api/company/jobs/:id/application-news/',
    routeOptions('notifications', ['company'], {
      params: idParamSchema,
      body: jobApplicationNewsSchema,
      response: { 200: jobApplicationNewsSchema },
    }),
    async (request) => {
      const news = request.body.application_news;
      if (!(await setJobApplicationNews(db, request.companyId, request.params.id, news))) throw notFound();
      return { application_news: news };
    },
  );
};
