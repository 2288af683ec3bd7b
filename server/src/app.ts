import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { TaskQueue } from './lib/mail-queue';
import type { InboundSms } from './lib/sms/inbound';
import { createMailer, type Mailer } from './lib/mailer';
import { createOutboxSmsSender, type SmsSender } from './lib/sms/sms-sender';
import { createRateLimitStore } from './lib/rate-limit-store';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { registerCompression } from './plugins/compression';
import { registerConditionalGet } from './plugins/conditional-get';
import { registerErrorHandlers } from './plugins/error-handler';
import { inlineHashes } from './plugins/inline-hashes';
import { registerSecurityHeaders } from './plugins/security-headers';
import { readWebIndex, registerStaticWeb } from './plugins/static-web';
import { registerPageForms } from './modules/page-forms';
import { registerBodyTimeouts, UPLOAD_TIMEOUT_MS } from './plugins/body-timeouts';
import { registerJsonParser } from './plugins/json-body';
import { refuseNulCharacters } from './plugins/text-input';
import { companyContextPlugin } from './plugins/company-context';
import { markRouteSource, routesOf } from './plugins/route-source';
import { settingsRoutes } from './modules/settings';
import { accountsRoutes, foldPhoneOnlyAccount } from './modules/accounts';
import { applicationsRoutes } from './modules/applications';
import { companiesRoutes } from './modules/companies';
import { clearJobListCacheOnWrites, createJobListCache, jobsRoutes } from './modules/jobs';
import { cvPagesRoutes, cvRoutes } from './modules/cv';
import { companyProfileRoutes } from './modules/company-profile';
import { companyJobsRoutes } from './modules/company-jobs';
import { jobFiguresRoutes } from './modules/job-figures';
import { jobReportsRoutes } from './modules/job-moderation';
import { staffJobsRoutes } from './modules/staff-jobs';
import { staffReportsRoutes } from './modules/staff-reports';
import { companyApplicationsRoutes } from './modules/company-applications';
import { subscriptionRoutes } from './modules/subscription';
import { bookkeepingRoutes } from './modules/bookkeeping';
import { seoRoutes } from './modules/seo';
import { mediaRoutes } from './modules/media';
import { staffAuditRoutes } from './modules/staff-audit';
import { staffOverviewRoutes } from './modules/staff-overview';
import { staffCompaniesRoutes } from './modules/staff-companies';
import { staffPaymentsRoutes } from './modules/staff-payments';
import { staffSettingsRoutes } from './modules/staff-settings';
import { staffUsersRoutes } from './modules/staff-users';
import { savedJobsRoutes } from './modules/saved-jobs';
import { notificationsRoutes } from './modules/notifications';
import { alertsRoutes, unsubscribeRoutes } from './modules/alerts';
import { feedsRoutes } from './modules/feeds';
import { smsPhoneRoutes, smsStopRoutes, twilioInboundRoutes } from './modules/sms-phone';
import { momoDepsFor, momoPaymentsRoutes, startMomoChecks } from './modules/momo-payments';
import { answerSmsKeyword, ussdRoutes } from './modules/ussd';
import { MAX_UPLOAD_BYTES } from './lib/uploads';

export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Where text messages go (the server passes its durable queue; tests and tools get the outbox). */
  sms?: SmsSender;
  /** The durable job queue (the server's pg-boss): MoMo payments are polled through it, and offered only with it. */
  tasks?: TaskQueue;
  /** Where the log goes instead of stdout (tests read it back to check what is logged). */
  logStream?: DestinationStream;
};

/** Builds the whole HTTP application; tests build exactly this and talk to it with inject(). */
export async function buildApp({ config, database, mailer, sms, tasks, logStream }: AppDeps): Promise<FastifyInstance> {
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
    // Node's own limit on a whole request: a backstop behind plugins/body-timeouts.ts, which ends a
    // late body sooner, by its kind.
    requestTimeout: UPLOAD_TIMEOUT_MS + 60_000,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();

  // Routes the app registers itself are this file's; plugins and modules mark theirs (route-source.ts).
  markRouteSource(app, 'server/src/app.ts');
  // JSON (and multipart for uploads) only: a text/plain body to a JSON route is a 415, not a string.
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app);
  registerBodyTimeouts(app, { bodyMs: config.bodyTimeoutMs, uploadMs: UPLOAD_TIMEOUT_MS });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);

  await app.register(swagger, {
    openapi: { info: { title: `${config.siteName} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  const webIndex = readWebIndex(config);
  // index.html's own inline script (it switches the deferred stylesheet on), allowed by hash (inline-hashes.ts).
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
  await app.register(companyContextPlugin, { db: database.db });

  // Chosen once: every rate limit of this process counts in the same shared store.
  const rateLimits = await createRateLimitStore(config, database.db, app.log);
  app.addHook('onClose', () => rateLimits.close());
  const jobListCache = createJobListCache(config.jobListCacheSeconds);
  clearJobListCacheOnWrites(app, jobListCache);
  const senders = {
    config,
    db: database.db,
    mailer: mailer ?? createMailer(config, app.log),
    sms: sms ?? createOutboxSmsSender(config.dataDir, app.log),
  };
  const momo = momoDepsFor(config, database.db, senders.mailer, senders.sms, tasks);
  // The MoMo status checks run from every process that serves the app (each check once, by the queue).
  if (momo) app.addHook('onReady', () => startMomoChecks(momo, app.log));
  const deps = {
    ...senders,
    rateLimits,
    jobListCache,
    momo,
    // A number confirmed on the web folds the phone-only account it made into the seeker's (one person, one account).
    seekerNumberConfirmed: foldPhoneOnlyAccount,
    // The SMS gateway's webhook hands every message but STOP to the SMS keywords.
    inboundSms: (message: InboundSms, log: FastifyBaseLogger) => answerSmsKeyword(senders, log, message),
  };
  // Feature modules, registered explicitly so a newcomer can read the whole API surface here,
  // each with the file that handles its routes (docs/routes.md lists them by it).
  const modules: Array<{ file: string; plugin: FastifyPluginAsyncZod<typeof deps> }> = [
    { file: 'server/src/modules/settings/settings.routes.ts', plugin: settingsRoutes },
    { file: 'server/src/modules/accounts/accounts.routes.ts', plugin: accountsRoutes },
    { file: 'server/src/modules/companies/companies.routes.ts', plugin: companiesRoutes },
    { file: 'server/src/modules/jobs/jobs.routes.ts', plugin: jobsRoutes },
    { file: 'server/src/modules/applications/applications.routes.ts', plugin: applicationsRoutes },
    { file: 'server/src/modules/cv/cv.routes.ts', plugin: cvRoutes },
    { file: 'server/src/modules/cv/cv-pages.routes.ts', plugin: cvPagesRoutes },
    { file: 'server/src/modules/company-profile/company-profile.routes.ts', plugin: companyProfileRoutes },
    { file: 'server/src/modules/company-jobs/company-jobs.routes.ts', plugin: companyJobsRoutes },
    { file: 'server/src/modules/job-figures/job-figures.routes.ts', plugin: jobFiguresRoutes },
    {
      file: 'server/src/modules/company-applications/company-applications.routes.ts',
      plugin: companyApplicationsRoutes,
    },
    { file: 'server/src/modules/subscription/subscription.routes.ts', plugin: subscriptionRoutes },
    { file: 'server/src/modules/momo-payments/momo-payments.routes.ts', plugin: momoPaymentsRoutes },
    { file: 'server/src/modules/bookkeeping/bookkeeping.routes.ts', plugin: bookkeepingRoutes },
    { file: 'server/src/modules/seo/seo.routes.ts', plugin: seoRoutes },
    { file: 'server/src/modules/media/resume-download.routes.ts', plugin: mediaRoutes },
    // The staff console (/api/staff/...): one module per section.
    { file: 'server/src/modules/staff-overview/staff-overview.routes.ts', plugin: staffOverviewRoutes },
    { file: 'server/src/modules/staff-users/staff-users.routes.ts', plugin: staffUsersRoutes },
    { file: 'server/src/modules/staff-settings/staff-settings.routes.ts', plugin: staffSettingsRoutes },
    { file: 'server/src/modules/staff-audit/staff-audit.routes.ts', plugin: staffAuditRoutes },
    { file: 'server/src/modules/staff-payments/staff-payments.routes.ts', plugin: staffPaymentsRoutes },
    { file: 'server/src/modules/staff-companies/staff-companies.routes.ts', plugin: staffCompaniesRoutes },
    { file: 'server/src/modules/staff-jobs/staff-jobs.routes.ts', plugin: staffJobsRoutes },
    { file: 'server/src/modules/staff-reports/staff-reports.routes.ts', plugin: staffReportsRoutes },
    { file: 'server/src/modules/job-moderation/job-reports.routes.ts', plugin: jobReportsRoutes },
    { file: 'server/src/modules/saved-jobs/saved-jobs.routes.ts', plugin: savedJobsRoutes },
    { file: 'server/src/modules/notifications/notifications.routes.ts', plugin: notificationsRoutes },
    { file: 'server/src/modules/feeds/feeds.routes.ts', plugin: feedsRoutes },
    { file: 'server/src/modules/alerts/alerts.routes.ts', plugin: alertsRoutes },
    { file: 'server/src/modules/alerts/unsubscribe.routes.ts', plugin: unsubscribeRoutes },
    { file: 'server/src/modules/sms-phone/sms-phone.routes.ts', plugin: smsPhoneRoutes },
    { file: 'server/src/modules/sms-phone/stop.routes.ts', plugin: smsStopRoutes },
    { file: 'server/src/modules/sms-phone/twilio-inbound.routes.ts', plugin: twilioInboundRoutes },
    { file: 'server/src/modules/ussd/ussd.routes.ts', plugin: ussdRoutes },
  ];
  for (const { file, plugin } of modules) await app.register(routesOf(file, plugin), deps);

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  const sendPage = await registerStaticWeb(app, config, webIndex);
  if (sendPage) await registerPageForms(app, sendPage);
  return app;
}
