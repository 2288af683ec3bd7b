import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { createThrowawayDatabase } from './throwaway-database';

/** What a scheduled-run bench works with: its settings and two connection pools to one throw-away database. */
export type TwoWorkers = { config: Config; first: Database; second: Database; close(): Promise<void> };

/**
 * A throw-away PostgreSQL database (`name`, on the server at `serverUrl`) opened twice, as two workers
 * of the schedule would each open it: a run through both at once must not send anything twice.
 */
export async function openTwoWorkers(serverUrl: string, name: string): Promise<TwoWorkers> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const throwaway = await createThrowawayDatabase(serverUrl, name);
  const open = () => openDatabase({ databaseUrl: throwaway.url, dataDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
  });
  const first = await open();
  const second = await open();
  return {
    config,
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await throwaway.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
