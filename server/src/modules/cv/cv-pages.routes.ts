import { CV_PAGE_MAX_BYTES, CV_PAGES_FULL, CV_PAGES_MAX, cvPageQuerySchema, cvPagesResponseSchema } from '@lj/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { mediaUrl } from '../../lib/media-url';
import { reencodeCvPage } from '../../lib/upload-checks';
import { readMultipartForm, removeMedia, saveMedia } from '../../lib/uploads';
import { requireUser } from '../../plugins/auth';
import { routeOptions } from '../../plugins/route-options';
import { appendCvPage, listCvPages, removeCvPage } from './cv-pages.repository';

const path = '/accounts/api/auth/profile/cv-pages/';
const NO_PAGE = 'Choose a photo of a page of your CV.';

/**
 * A CV photographed on paper (docs/decisions/0035-cv-photo-pages.md): one page per request (a slow connection sends
 * each page on its own and keeps the ones that arrived), stored privately beside the résumés.
 */
export const cvPagesRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db }> = async (app, { config, db }) => {
  const asUrls = (pages: string[]) => ({ pages: pages.map((key) => mediaUrl(config.siteUrl, key) as string) });

  app.post(path, routeOptions('cv', ['job_seeker'], { response: { 200: cvPagesResponseSchema } }), async (request) => {
    const userId = requireUser(request).id;
    const form = await readMultipartForm(request, { page: CV_PAGE_MAX_BYTES });
    const file = form.files.get('page');
    if (!file) throw fieldErrors({ page: [NO_PAGE] });
    // Refused before the work of re-encoding; appendCvPage checks again, race-free.
    if ((await listCvPages(db, userId)).length >= CV_PAGES_MAX) throw fieldErrors({ page: [CV_PAGES_FULL] });
    const key = await saveMedia(config, 'resumes', 'webp', await reencodeCvPage(file));
    let pages: string[] | null;
    try {
      pages = await appendCvPage(db, userId, key);
    } catch (error) {
      await removeMedia(config, key, request.log);
      throw error;
    }
    if (!pages) {
      await removeMedia(config, key, request.log);
      throw fieldErrors({ page: [CV_PAGES_FULL] });
    }
    return asUrls(pages);
  });

  app.delete(
    path,
    routeOptions('cv', ['job_seeker'], { querystring: cvPageQuerySchema, response: { 200: cvPagesResponseSchema } }),
    async (request) => {
      const result = await removeCvPage(db, requireUser(request).id, request.query.page);
      if (!result) throw notFound('This page of your CV is already gone.');
      await removeMedia(config, result.removed, request.log);
      return asUrls(result.pages);
    },
  );
};
