import { settingsSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { readSettings } from './settings.repository';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/companies/api/settings/',
    { config: { access: 'public' }, schema: { tags: ['settings'], response: { 200: settingsSchema } } },
    async () => readSettings(db),
  );
};
