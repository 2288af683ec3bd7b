import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../lib/paths';
import type { Database } from './client';

/** Applies the committed SQL migrations in server/drizzle; safe to run at every boot. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}
