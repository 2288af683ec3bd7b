import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/crypto';
import { userForToken } from '../../src/plugins/auth-context';
import { upgradeAcross } from './migration-harness';

/** The migration that replaced the one-token-per-user table by a token on each session row. */
const MIGRATION = '0007_per_device_tokens';
const DAY_MS = 24 * 60 * 60 * 1000;

describe(`migration ${MIGRATION} on a live database`, () => {
  const recentKey = 'a'.repeat(40);
  const oldKey = 'b'.repeat(40);
  let userId: number;
  const upgraded = upgradeAcross(MIGRATION, async (rows) => {
    // Two accounts' tokens as the old table held them: one issued a day ago, one three weeks ago.
    const [a, b] = (
      await rows<{ id: number }>(sql`
        insert into users (email, user_type) values ('upgrade-a@example.com', 'job_seeker'),
          ('upgrade-b@example.com', 'company') returning id`)
    ).map((row) => Number(row.id));
    userId = a as number;
    await rows(sql`
      insert into auth_tokens (key_hash, user_id, created_at) values
        (${sha256(recentKey)}, ${a}, ${new Date(Date.now() - DAY_MS).toISOString()}),
        (${sha256(oldKey)}, ${b}, ${new Date(Date.now() - 21 * DAY_MS).toISOString()})`);
  });
  const { rows } = upgraded;

  it('when a token was issued within two weeks, then it still signs its user in, until two weeks after its issue', async () => {
    expect((await userForToken(upgraded.db, recentKey))?.id).toBe(userId);
    const [row] = await rows<{ user_id: number; expires_at: string | Date }>(sql`
      select user_id, token_hash, expires_at from sessions where token_hash = ${sha256(recentKey)}`);
    expect(Number(row?.user_id)).toBe(userId);
    const expiresIn = new Date(row?.expires_at ?? 0).getTime() - Date.now();
    expect(Math.abs(expiresIn - 13 * DAY_MS)).toBeLessThan(60 * 60 * 1000);
  });

  it('when a token is older than a session lives, then it is dropped and refused', async () => {
    expect(await userForToken(upgraded.db, oldKey)).toBeNull();
  });

  it('when the migration has run, then the old table is gone and no raw token is stored', async () => {
    const [table] = await rows<{ name: unknown }>(sql`select to_regclass('public.auth_tokens') as name`);
    expect(table?.name).toBeNull();
    expect(JSON.stringify(await rows(sql`select * from sessions`))).not.toContain(recentKey);
  });
});
