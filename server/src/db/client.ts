import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The PostgreSQL extensions the migrations create; PGlite must load their files before they can be. */
export const pgliteExtensions = { pg_trgm };

export type Schema = typeof schema;
/** The one database type every repository uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client itself (backups dump it); unset on PostgreSQL. */
  pglite?: PGlite;
  /** The connection pool on PostgreSQL (the mail queue shares it); unset on the embedded database. */
  pool?: pg.Pool;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A PGlite data dump to start from, in memory (tests clone a migrated template this way). */
  pgliteDump?: Blob | File;
  /** A PGlite backup (tar.gz) unpacked into the empty DATA_DIR/pglite folder: restore. */
  restoreFrom?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped connection (database restarted or killed) must not crash the process. The pool
    // reports it for idle clients; a checked-out client (mid-transaction) reports it on itself,
    // and without a listener that 'error' event would kill the process. Its next query then
    // fails (503 for the request) and the pool discards it on release.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if (options.pgliteDump) {
    // In memory: nothing on disk to share, so no lock.
    const client = new PGlite({ loadDataDir: options.pgliteDump, extensions: pgliteExtensions });
    await client.waitReady;
    return pgliteDatabase(client, () => {});
  }
  const dir = pgliteDir(options.dataDir);
  mkdirSync(options.dataDir, { recursive: true });
  // Two processes on one PGlite folder corrupt it: the lock file beside the folder refuses the second.
  const lock = lockDataDir(pgliteLockFile(options.dataDir), dir);
  try {
    mkdirSync(dir, { recursive: true });
    // PGlite refuses to unpack a backup over an existing database.
    const client = new PGlite(dir, {
      extensions: pgliteExtensions,
      ...(options.restoreFrom ? { loadDataDir: options.restoreFrom } : {}),
    });
    await client.waitReady;
    return pgliteDatabase(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

function pgliteDatabase(client: PGlite, release: () => void): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
/** Beside the PGlite folder, not in it, so backups (a dump of the folder) never carry it. */
export const pgliteLockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

export { schema };
