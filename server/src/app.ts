import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './lib/mailer';
import { createRateLimitStore } from './lib/rate-limit-store';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { registerCompression } from './plugins/compression';
import { registerConditionalGet } from './plugins/conditional-get';
import { registerErrorHandlers } from './plugins/error-handler';
import { inlineHashes } from './plugins/inline-hashes';
import { registerSecurityHeaders } from './plugins/security-headers';
import { readWebIndex, registerStaticWeb } from './plugins/static-web';
import { refuseNulCharacters } from './plugins/text-input';
import { settingsRoutes } from './modules/settings/settings.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { clearJobListCacheOnWrites, createJobListCache } from './modules/jobs/list-cache';
import { cvRoutes } from './modules/cv/cv.routes';
import { companyProfileRoutes } from './modules/company-profile/company-profile.routes';
import { companyJobsRoutes } from './modules/company-jobs/company-jobs.routes';
import { companyApplicationsRoutes } from './modules/company-applications/company-applications.routes';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import { bookkeepingRoutes } from './modules/bookkeeping/bookkeeping.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { mediaRoutes } from './modules/media/resume-download.routes';
import { MAX_UPLOAD_BYTES } from './lib/uploads';

export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Where the log goes instead of stdout (tests read it back to check what is logged). */
  logStream?: DestinationStream;
};

/** Builds the whole HTTP application; tests build exactly this and talk to it with inject(). */
export async function buildApp({ config, database, mailer, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'req.headers["x-csrftoken"]',
                'res.headers["set-cookie"]',
              ],
              censor: '[redacted]',
            },
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();

  // JSON (and multipart for uploads) only: a text/plain body to a JSON route is a 415, not a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);

  await app.register(swagger, {
    openapi: { info: { title: `${config.siteName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  const webIndex = readWebIndex(config);
  // index.html's own inline boot script and critical CSS, allowed by hash (inline-hashes.ts).
  await registerSecurityHeaders(app, config, inlineHashes(webIndex.indexHtml));
  await registerCompression(app);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 40, fieldSize: 64 * 1024, parts: 50 },
  });
  await app.register(authPlugin, { db: database.db });
  await app.register(csrfPlugin, { config });
  // After auth (whose onSend marks signed-in answers no-store, which it skips) and before
  // compression (which runs in each route's onSend, after the app-wide ones): see conditional-get.ts.
  await registerConditionalGet(app);
  refuseNulCharacters(app);

  // Chosen once: every rate limit of this process counts in the same shared store.
  const rateLimits = await createRateLimitStore(config, database.db, app.log);
  app.addHook('onClose', () => rateLimits.close());
  const jobListCache = createJobListCache(config.jobListCacheSeconds);
  clearJobListCacheOnWrites(app, jobListCache);
  const deps = { config, db: database.db, mailer: mailer ?? createMailer(config, app.log), rateLimits, jobListCache };
  // Feature modules, registered explicitly so a newcomer can read the whole API surface here.
  await app.register(settingsRoutes, deps);
  await app.register(accountsRoutes, deps);
  await app.register(companiesRoutes, deps);
  await app.register(jobsRoutes, deps);
  await app.register(applicationsRoutes, deps);
  await app.register(cvRoutes, deps);
  await app.register(companyProfileRoutes, deps);
  await app.register(companyJobsRoutes, deps);
  await app.register(companyApplicationsRoutes, deps);
  await app.register(subscriptionRoutes, deps);
  await app.register(bookkeepingRoutes, deps);
  await app.register(seoRoutes, deps);
  await app.register(mediaRoutes, deps);

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  await registerStaticWeb(app, config, webIndex);
  return app;
}
