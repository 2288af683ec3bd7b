import { settingsSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routeOptions } from '../../plugins/route-options';
import { readSettings } from './settings.repository';

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/companies/api/settings/',
    routeOptions('settings', 'public', { response: { 200: settingsSchema } }),
    async () => readSettings(db),
  );
};
