import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDemo } from '../../src/db/seed';
import { serverRoot } from '../../src/lib/paths';
import { tableChecksums } from './table-checksums';

const run = promisify(execFile);
const databaseUrl = process.env.DATABASE_URL;

const hasPgDump = (() => {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const work = mkdtempSync(path.join(tmpdir(), 'lj-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `npm run admin -- <args>` as an operator runs it: a separate process, the real entry point. */
async function admin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      cwd: serverRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        SECRET_KEY: 'backup-tests-secret-key-that-is-long-enough-01',
        ...env,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const freshDir = (name: string) => {
  const dir = path.join(work, `${name}-${randomBytes(3).toString('hex')}`);
  mkdirSync(dir);
  return dir;
};

describe.runIf(!databaseUrl)('backup and restore on PGlite', () => {
  it('when a database is backed up and restored into an empty DATA_DIR, then every table has the same rows and checksum', async () => {
    const source = freshDir('source');
    const seeded = await openDatabase({ dataDir: source });
    await migrateDatabase(seeded);
    await seedDemo(seeded.db);
    await seeded.close();
    const file = path.join(work, 'pglite-backup.tar.gz');

    const backup = await admin(['backup', file], { DATA_DIR: source });
    expect(backup).toMatchObject({ code: 0, stdout: `Backup written to ${file}.\n` });
    const target = freshDir('target');
    const restore = await admin(['restore', file], { DATA_DIR: target });
    expect(restore.code).toBe(0);

    const before = await openDatabase({ dataDir: source });
    const expected = await tableChecksums(before.db);
    await before.close();
    const after = await openDatabase({ dataDir: target });
    const actual = await tableChecksums(after.db);
    await after.close();
    expect(actual).toEqual(expected);
    expect(expected['public.jobs']?.rows).toBeGreaterThan(100);
    expect(expected['drizzle.__drizzle_migrations']?.rows).toBeGreaterThan(0);
  }, 120_000);

  it('when the DATA_DIR already holds a database, then restore refuses and leaves it alone', async () => {
    const target = freshDir('busy');
    const database = await openDatabase({ dataDir: target });
    await migrateDatabase(database);
    await database.close();
    const before = readdirSync(path.join(target, 'pglite')).sort();
    const result = await admin(['restore', path.join(work, 'pglite-backup.tar.gz')], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not empty: restore into a new DATA_DIR');
    expect(readdirSync(path.join(target, 'pglite')).sort()).toEqual(before);
  }, 60_000);

  it('when a server holds the folder, then backup stops with the message naming it', async () => {
    const dir = freshDir('held');
    const held = await openDatabase({ dataDir: dir });
    try {
      const result = await admin(['backup', path.join(work, 'never.tar.gz')], { DATA_DIR: dir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      expect(existsSync(path.join(work, 'never.tar.gz'))).toBe(false);
    } finally {
      await held.close();
    }
  }, 60_000);
});

describe.runIf(databaseUrl && hasPgDump)('backup and restore on PostgreSQL (pg_dump, psql)', () => {
  const names = [`lj_backup_src_${process.pid}`, `lj_backup_dst_${process.pid}`];
  const urlOf = (name: string) => {
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const adminClient = new pg.Client({ connectionString: databaseUrl });

  afterAll(async () => {
    for (const name of names) await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminClient.end();
  });

  it('when a database is dumped and loaded into an empty one, then every table has the same rows and checksum', async () => {
    await adminClient.connect();
    for (const name of names) await adminClient.query(`CREATE DATABASE ${name}`);
    const [sourceUrl, targetUrl] = names.map(urlOf) as [string, string];
    const source = await openDatabase({ databaseUrl: sourceUrl, dataDir: work });
    await migrateDatabase(source);
    await seedDemo(source.db);
    const file = path.join(work, 'postgres-backup.sql');

    const backup = await admin(['backup', file], { DATABASE_URL: sourceUrl, DATA_DIR: work });
    expect(backup.code).toBe(0);
    const restore = await admin(['restore', file], { DATABASE_URL: targetUrl, DATA_DIR: work });
    expect(restore.code).toBe(0);
    // A second restore into what is now a full database is refused.
    const again = await admin(['restore', file], { DATABASE_URL: targetUrl, DATA_DIR: work });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The database is not empty');

    const expected = await tableChecksums(source.db);
    await source.close();
    const target = await openDatabase({ databaseUrl: targetUrl, dataDir: work });
    const actual = await tableChecksums(target.db);
    await target.close();
    expect(actual).toEqual(expected);
    expect(expected['public.jobs']?.rows).toBeGreaterThan(100);
  }, 120_000);
});
