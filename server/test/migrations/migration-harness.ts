import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { expect } from 'vitest';
import { createThrowawayDatabase } from '../../bench/throwaway-database';
import { type Database, openDatabase } from '../../src/db/client';
import { migrationsDir } from '../../src/lib/paths';

// A migration run on data written before it, as on a live database: shared by the tests of this folder.

/** server/drizzle as it was just before `tag`: the same files, the journal cut before it. */
export function migrationsBefore(tag: string, into: string): string {
  const folder = path.join(into, 'drizzle');
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

export async function migrateWith(database: Database, migrationsFolder: string) {
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}

/** A job seeker written straight into a database of any version: its id. */
export async function insertSeeker(database: Database, email: string): Promise<number> {
  const result = await database.db.execute(
    sql`insert into users (email, user_type) values (${email}, 'job_seeker'::user_type) returning id`,
  );
  return (result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id as number;
}

/** An empty database of the kind this run tests: PGlite in a folder, or its own PostgreSQL database. */
export async function emptyDatabase(work: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ dataDir: work }), drop: async () => {} };
  const { url, drop } = await createThrowawayDatabase(serverUrl, 'lj_upgrade');
  return { database: await openDatabase({ databaseUrl: url, dataDir: work }), drop };
}
