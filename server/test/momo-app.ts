import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { Database } from '../src/db/client';
import { startMailQueue } from '../src/lib/mail-queue';
import { fakeMomoEnv } from './fake-momo';
import { openTestDatabase, testConfig } from './test-app';

export type MomoServer = { app: FastifyInstance; config: Config; stop(): Promise<void> };

/**
 * The app as server.ts runs it for MoMo payments: with the durable job queue (pg-boss on the test
 * database) that polls the provider, pointed at a fake MoMo. Several may start, one after the other,
 * on one database: a restart.
 */
export async function startMomoServer(
  database: Database,
  momoBaseUrl: string,
  env: Record<string, string> = {},
): Promise<MomoServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-momo-'));
  const config = testConfig(dataDir, {
    SITE_URL: 'https://jobs.example.lr',
    MOMO_FIRST_CHECK_SECONDS: '0.5',
    ...fakeMomoEnv(momoBaseUrl),
    ...env,
  });
  const queue = await startMailQueue(database, { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 });
  const app = await buildApp({ config, database, tasks: queue.tasks });
  await app.ready();
  return {
    app,
    config,
    async stop() {
      await app.close();
      await queue.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { openTestDatabase };
