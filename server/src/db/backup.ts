import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { openDatabase, pgliteDir } from './client';

/** Why a backup or a restore can't be made, in words the operator can act on (the CLI prints it). */
export class BackupError extends Error {}

/**
 * Runs a PostgreSQL client program (pg_dump, psql) on the configured database. The password goes
 * through the environment, not the command line, where other users of the host could read it.
 */
function runPgTool(program: string, args: string[], databaseUrl: string): void {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    execFileSync(program, [...args, '--dbname', url.toString()], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: Buffer };
    if (code === 'ENOENT') {
      throw new BackupError(
        `${program} was not found: install the PostgreSQL client (apt-get install postgresql-client).`,
      );
    }
    throw new BackupError(`${program} failed: ${stderr?.toString().trim() || String(error)}`);
  }
}

/** PostgreSQL: a plain SQL dump (pg_dump's format), without owners or grants so any role can load it. */
const pgDump = (databaseUrl: string, file: string) =>
  runPgTool('pg_dump', ['--format=plain', '--no-owner', '--no-privileges', '--file', file], databaseUrl);

async function assertEmptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0]?.n) > 0) {
      throw new BackupError(
        'The database is not empty: restore into a new, empty database (createdb) and point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
}

/** All or nothing: one transaction, stopping at the first error. */
const psqlRestore = (databaseUrl: string, file: string) =>
  runPgTool(
    'psql',
    ['--quiet', '--no-psqlrc', '--set', 'ON_ERROR_STOP=1', '--single-transaction', '--file', file],
    databaseUrl,
  );

async function pgliteBackup(config: Config, file: string): Promise<void> {
  if (!existsSync(path.join(pgliteDir(config.dataDir), 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${config.dataDir} to back up.`);
  }
  // Opening takes the folder's lock: with the server running, this stops with its pid.
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    const dump = await database.pglite?.dumpDataDir('gzip');
    if (!dump) throw new Error('The embedded database gave no dump.');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await database.close();
  }
}

async function pgliteRestore(config: Config, file: string): Promise<void> {
  const dir = pgliteDir(config.dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(`${dir} is not empty: restore into a new DATA_DIR (or move that folder away first).`);
  }
  const database = await openDatabase({ dataDir: config.dataDir, restoreFrom: new Blob([readFileSync(file)]) });
  await database.close();
}

export async function backup(config: Config, file: string): Promise<void> {
  if (config.databaseUrl) pgDump(config.databaseUrl, file);
  else await pgliteBackup(config, file);
}

export async function restore(config: Config, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  if (config.databaseUrl) {
    await assertEmptyPostgres(config.databaseUrl);
    psqlRestore(config.databaseUrl, file);
  } else {
    await pgliteRestore(config, file);
  }
}
