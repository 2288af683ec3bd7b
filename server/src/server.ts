import type { Server } from 'node:http';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed';

const QUIET_MS = 200;
const MAX_DRAIN_MS = 4_000;

/** When the server last accepted a connection. */
function trackConnections(server: Server): () => number {
  let last = Date.now();
  server.on('connection', () => {
    last = Date.now();
  });
  return () => last;
}

/**
 * Requests sent before the signal may still wait in the kernel's accept queue or in unread socket
 * buffers while the event loop is busy (PGlite runs queries on it). Closing at once would reset
 * them, so keep accepting until no connection has come for QUIET_MS (at most MAX_DRAIN_MS);
 * app.close() then lets every request that was read finish.
 */
async function quietPeriod(lastConnection: () => number): Promise<void> {
  const started = Date.now();
  while (Date.now() - lastConnection() < QUIET_MS && Date.now() - started < MAX_DRAIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Thin entry: config -> database (migrated, seeded when empty) -> app -> listen; clean shutdown. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  const app = await buildApp({ config, database });
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db, config) : null;

  const lastConnection = trackConnections(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    let code = 0;
    try {
      await quietPeriod(lastConnection);
      await app.close();
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
