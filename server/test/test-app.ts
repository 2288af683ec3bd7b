import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { startMailQueue } from '../src/lib/mail-queue';
import type { Mailer } from '../src/lib/mailer';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/** A fresh database for one test file: a copy of the migrated template. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (databaseUrl && template) {
    const name = `lj_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
    return {
      database,
      async drop() {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openDatabase({ dataDir: tmpdir(), pgliteDump: dump });
  return { database, drop: async () => {} };
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests insert jobs straight into the database: a cached list would hide them. The cache has its own tests.
    JOB_LIST_CACHE_SECONDS: '0',
    // No web build unless a test brings its own (test/fake-web.ts): whether web/ was built must not
    // change what a server test sees (the page forms, for one, exist only beside pages).
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...env,
  });
}

/** Builds the real app on its own database and data folder. Close it in afterAll. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    logStream?: DestinationStream;
    /** Start the server's job queue (pg-boss) on the test database, as server.ts does: MoMo payments need it. */
    taskQueue?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-test-'));
  const config = testConfig(dataDir, options.env);
  const { database, drop } = await openTestDatabase();
  const queue = options.taskQueue ? await startMailQueue(database, { pollingIntervalSeconds: 0.5 }) : null;
  const app = await buildApp({
    config,
    database,
    ...(queue ? { tasks: queue.tasks } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await queue?.stop();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
