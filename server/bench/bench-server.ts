import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

/**
 * The real app plus one route that answers static JSON without touching the database: the
 * framework floor the API routes are compared with. Started as a child process by api.ts.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database });
app.get('/api/bench/floor/', { config: { access: 'public' } }, async () => ({ ok: true, site: config.siteName }));
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('ready\n');

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
