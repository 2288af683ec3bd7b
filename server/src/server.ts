import type { Server } from 'node:http';
import { buildApp } from './app';
import { serveAdminCommands } from './cli/admin-socket';
import { startMailQueue } from './lib/mail-queue';
import { createMailer } from './lib/mailer';
import { removeMedia } from './lib/uploads';
import { createSmsSender } from './lib/sms/sms-gateway';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed';
import { ALERT_DIGEST_CRON, runAlertDigests } from './modules/alerts';
import {
  APPLICATION_SMS_COUNT_CRON,
  DAILY_NEWS_CRON,
  runApplicationSummaries,
  runSubscriptionNews,
  sendWaitingApplicationCounts,
} from './modules/notifications';
import { runStaffSummary } from './modules/staff-overview';

const QUIET_MS = 200;
const MAX_DRAIN_MS = 8_000;

type Traffic = { inFlight: number; lastStarted: number };

/** Counts requests in flight and when the last one started, from the HTTP server's own events. */
function trackRequests(server: Server): Traffic {
  const traffic: Traffic = { inFlight: 0, lastStarted: Date.now() };
  server.on('request', (_request, response) => {
    traffic.inFlight += 1;
    traffic.lastStarted = Date.now();
    response.on('close', () => {
      traffic.inFlight -= 1;
    });
  });
  return traffic;
}

/**
 * Requests sent before the signal may still wait in unread socket buffers while the event loop is
 * busy (PGlite runs queries on it). Closing at once would reset those connections, so keep serving
 * until nothing is in flight and no request has started for QUIET_MS (at most MAX_DRAIN_MS):
 * by then every buffered request has been read and answered.
 */
async function drain(traffic: Traffic): Promise<void> {
  const started = Date.now();
  while ((traffic.inFlight > 0 || Date.now() - traffic.lastStarted < QUIET_MS) && Date.now() - started < MAX_DRAIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Thin entry: config -> database (migrated, seeded when empty) -> app -> listen; clean shutdown. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  // Mail goes through the durable queue (lib/mail-queue.ts): retried on failure, kept over a restart.
  const mailQueue = await startMailQueue(database, { schedule: true });
  // SMS too: the queue stores each one, the worker hands it to the gateway (Twilio, or the outbox).
  const app = await buildApp({ config, database, mailer: mailQueue, sms: mailQueue.sms, tasks: mailQueue.tasks });
  await mailQueue.work(createMailer(config, app.log), app.log);
  await mailQueue.sms.work(createSmsSender(config, app.log), app.log);
  const digestDeps = { config, db: database.db, mailer: mailQueue, sms: mailQueue.sms };
  const runDigests = (everyAlert: boolean) => runAlertDigests(digestDeps, app.log, { everyAlert });
  // docs/decisions/0075-job-alerts.md: the job alert digests run every day at ALERT_DIGEST_CRON (UTC, Liberia's own time).
  await mailQueue.every('alert-digests', ALERT_DIGEST_CRON, async () => {
    await runDigests(false);
  });
  // docs/decisions/0092-company-and-staff-news.md: companies' daily summaries, subscription reminders, staff's summary.
  await mailQueue.every('company-news', DAILY_NEWS_CRON, async () => {
    await runApplicationSummaries(digestDeps, app.log);
    await runSubscriptionNews(digestDeps, app.log);
    await runStaffSummary(digestDeps, app.log);
  });
  // docs/decisions/0093-sms-news.md: applications that waited out their job's SMS hour are counted by SMS.
  await mailQueue.every('application-sms-counts', APPLICATION_SMS_COUNT_CRON, async () => {
    await sendWaitingApplicationCounts(digestDeps, app.log);
  });
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db, config) : null;

  const traffic = trackRequests(app.server);
  // The embedded database is this process's alone: `npm run admin` hands its commands to it here.
  const adminSocket =
    database.kind === 'pglite'
      ? await serveAdminCommands(
          database.db,
          { runAlertDigests: runDigests, removeMedia: (key) => removeMedia(config, key, app.log) },
          config.dataDir,
          app.log,
        )
      : null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    let code = 0;
    try {
      adminSocket?.close();
      await drain(traffic);
      await app.close();
      await mailQueue.stop();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [`\n  ${config.siteName} is running at ${url}\n`];
  if (seeded) {
    lines.push('  Demo accounts (password: liberia-demo-2026):');
    for (const account of seeded.accounts) lines.push(`    ${account}`);
    lines.push('');
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
