import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { sha256 } from '../../src/lib/crypto';
import { migrationsDir } from '../../src/lib/paths';
import { userForToken } from '../../src/plugins/auth-context';
import { emptyDatabase, migrateWith, migrationsBefore } from './upgrade';

/** The migration that replaced the one-token-per-user table by a token on each session row. */
const MIGRATION = '0007_per_device_tokens';
const DAY_MS = 24 * 60 * 60 * 1000;

describe(`migration ${MIGRATION} on a live database`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let database: Database;
  let drop: () => Promise<void>;
  const recentKey = 'a'.repeat(40);
  const oldKey = 'b'.repeat(40);
  let userId: number;

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(work));
    await migrateWith(database, migrationsBefore(MIGRATION, work));
    // Two accounts' tokens as the old table held them: one issued a day ago, one three weeks ago.
    const inserted = await database.db.execute(sql`
      insert into users (email, user_type) values ('upgrade-a@example.com', 'job_seeker'),
        ('upgrade-b@example.com', 'company') returning id`);
    const [a, b] = (inserted as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
    userId = a as number;
    await database.db.execute(sql`
      insert into auth_tokens (key_hash, user_id, created_at) values
        (${sha256(recentKey)}, ${a}, ${new Date(Date.now() - DAY_MS).toISOString()}),
        (${sha256(oldKey)}, ${b}, ${new Date(Date.now() - 21 * DAY_MS).toISOString()})`);
    await migrateWith(database, migrationsDir);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('when a token was issued within two weeks, then it still signs its user in, until two weeks after its issue', async () => {
    expect((await userForToken(database.db, recentKey))?.id).toBe(userId);
    const rows = await database.db.execute(sql`
      select user_id, token_hash, expires_at from sessions where token_hash = ${sha256(recentKey)}`);
    const [row] = (rows as unknown as { rows: Array<{ user_id: number; expires_at: string | Date }> }).rows;
    expect(Number(row?.user_id)).toBe(userId);
    const expiresIn = new Date(row?.expires_at ?? 0).getTime() - Date.now();
    expect(Math.abs(expiresIn - 13 * DAY_MS)).toBeLessThan(60 * 60 * 1000);
  });

  it('when a token is older than a session lives, then it is dropped and refused', async () => {
    expect(await userForToken(database.db, oldKey)).toBeNull();
  });

  it('when the migration has run, then the old table is gone and no raw token is stored', async () => {
    const tables = await database.db.execute(sql`select to_regclass('public.auth_tokens') as name`);
    expect((tables as unknown as { rows: Array<{ name: unknown }> }).rows[0]?.name).toBeNull();
    const dump = JSON.stringify(await database.db.execute(sql`select * from sessions`));
    expect(dump).not.toContain(recentKey);
  });
});
