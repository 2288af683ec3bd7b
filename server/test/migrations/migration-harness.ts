import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, expect } from 'vitest';
import { createThrowawayDatabase } from '../../bench/throwaway-database';
import { type Database, type Db, openDatabase } from '../../src/db/client';
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

/** An empty database of the kind this run tests: PGlite in a folder, or its own PostgreSQL database. */
export async function emptyDatabase(work: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ dataDir: work }), drop: async () => {} };
  const { url, drop } = await createThrowawayDatabase(serverUrl, 'lj_upgrade');
  return { database: await openDatabase({ databaseUrl: url, dataDir: work }), drop };
}

/** Runs one statement and answers its rows. */
export type Rows = <Row = Record<string, unknown>>(statement: SQL) => Promise<Row[]>;

/** Rows of statements run on the database `db()` answers when asked. */
export const rowsOn =
  (db: () => Db): Rows =>
  async <Row>(statement: SQL) =>
    ((await db().execute(statement)) as unknown as { rows: Row[] }).rows;

/** The id an `insert ... returning id` made. */
export async function insertedId(rows: Rows, statement: SQL): Promise<number> {
  const [row] = await rows<{ id: number }>(statement);
  expect(row).toBeDefined();
  return Number(row?.id);
}

/** What a test of one migration reads: the upgraded database, its rows, and a folder of the test's own. */
export type Upgraded = { readonly db: Db; rows: Rows; work: string };

/**
 * A migration run on data written before it, as on a live database. Registers the file's beforeAll and
 * afterAll: an empty database migrated to just before `migration`, `writeBefore` filling it as the old
 * tables held data, then every migration to the last; closed and dropped after the tests.
 */
export function upgradeAcross(migration: string, writeBefore: (rows: Rows) => Promise<void>): Upgraded {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let opened: { database: Database; drop(): Promise<void> } | undefined;
  const db = () => {
    if (!opened) throw new Error('The upgraded database is ready only inside the tests.');
    return opened.database.db;
  };
  beforeAll(async () => {
    opened = await emptyDatabase(work);
    await migrateWith(opened.database, migrationsBefore(migration, work));
    await writeBefore(rowsOn(db));
    await migrateWith(opened.database, migrationsDir);
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
    rmSync(work, { recursive: true, force: true });
  });
  return {
    get db() {
      return db();
    },
    rows: rowsOn(db),
    work,
  };
}

/** A company account and its company, in the columns every migration has had. */
export async function insertCompany(rows: Rows, email: string, name: string) {
  const userId = await insertedId(
    rows,
    sql`insert into users (email, user_type) values (${email}, 'company') returning id`,
  );
  const companyId = await insertedId(
    rows,
    sql`insert into companies (user_id, name) values (${userId}, ${name}) returning id`,
  );
  return { userId, companyId };
}

/** A job seeker account, in the columns every migration has had: its id. */
export async function insertSeeker(rows: Rows, email: string): Promise<number> {
  return insertedId(
    rows,
    sql`insert into users (email, user_type) values (${email}, 'job_seeker'::user_type) returning id`,
  );
}
