import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminSocketPath } from '../../src/cli/admin-socket';
import { openDatabase } from '../../src/db/client';
import { serverRoot } from '../../src/lib/paths';
import { FetchBrowser } from './fetch-browser';
import { freePort, type ServerProcess, serverEnv, startServer, stopServer } from './server-process';

const databaseUrl = process.env.DATABASE_URL;

type Run = { code: number; stdout: string; stderr: string };

/** `npm run admin -- ...args` as an operator types it beside the running server (same DATA_DIR). */
function admin(env: Record<string, string>, args: string[], stdin = ''): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/admin.ts', ...args],
      { cwd: serverRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

const settingsOf = async (server: ServerProcess) =>
  (await fetch(`${server.url}/companies/api/settings/`)).json() as Promise<Record<string, boolean>>;

/** One line, no stack trace: what an operator sees for a mistake or a condition they can fix. */
const oneLine = (text: string) => text.trim().split('\n').length === 1 && !/\n\s+at /.test(text);

describe.runIf(!databaseUrl)('the admin CLI while the server runs on the embedded database', () => {
  let dataDir = '';
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lj-admin-live-'));
    server = await startServer(serverEnv(await freePort(), { DATA_DIR: dataDir }));
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a flag is set from the shell, then the running server answers with it at once', async () => {
    expect(await settingsOf(server)).toMatchObject({ show_company_bookkeeping: false });
    const run = await admin({ DATA_DIR: dataDir }, ['flag', 'show_company_bookkeeping', 'on']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe('show_company_bookkeeping: on\n');
    expect(await settingsOf(server)).toMatchObject({ show_company_bookkeeping: true });
  }, 60_000);

  it('when a staff user is created with a piped password, then they can sign in to the running site', async () => {
    const run = await admin({ DATA_DIR: dataDir }, ['create-user', 'ops@example.com', 'staff'], 'operator-pass-1\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Created staff ops@example\.com \(id \d+\)\.\n$/);
    const browser = new FetchBrowser();
    await browser.send(`${server.url}/accounts/api/csrf/`);
    const login = await browser.postJson(`${server.url}/accounts/api/login/`, {
      email: 'ops@example.com',
      password: 'operator-pass-1',
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: unknown }).user).toMatchObject({ user_type: 'staff' });
  }, 60_000);

  it('when the command is a mistake, then the operator reads one line and the exit code says so', async () => {
    const again = await admin({ DATA_DIR: dataDir }, ['create-user', 'ops@example.com', 'staff'], 'operator-pass-1\n');
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr).toBe('A user with the e-mail ops@example.com already exists.\n');
    const wrongFlag = await admin({ DATA_DIR: dataDir }, ['flag', 'no_such_flag', 'on']);
    expect(wrongFlag.code).toBe(2);
    expect(oneLine(wrongFlag.stderr)).toBe(true);
  }, 60_000);

  it('when the socket is looked at, then only the data folder owner may reach it', () => {
    const file = adminSocketPath(dataDir);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe.runIf(!databaseUrl)('the admin CLI when the embedded folder is held by another process', () => {
  it('when no server answers and the folder is locked, then it says who holds it in one line', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-admin-held-'));
    const holder = await openDatabase({ dataDir });
    try {
      const run = await admin({ DATA_DIR: dataDir }, ['flags']);
      expect(run.code).toBe(1);
      expect(oneLine(run.stderr)).toBe(true);
      expect(run.stderr).toContain(`is in use by process ${process.pid}`);
    } finally {
      await holder.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(databaseUrl)('the admin CLI while the server runs on PostgreSQL', () => {
  const name = `lj_admin_${process.pid}_${randomBytes(3).toString('hex')}`;
  const pgAdmin = new pg.Client({ connectionString: databaseUrl });
  let url = '';
  let dataDir = '';
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lj-admin-pg-'));
    await pgAdmin.connect();
    await pgAdmin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const parsed = new URL(databaseUrl as string);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    server = await startServer(serverEnv(await freePort(), { DATABASE_URL: url, DATA_DIR: dataDir }));
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServer(server);
    await pgAdmin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await pgAdmin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when a flag is set from the shell, then the running server answers with it at once', async () => {
    const run = await admin({ DATABASE_URL: url, DATA_DIR: dataDir }, ['flag', 'show_company_bookkeeping', 'on']);
    expect(run).toMatchObject({ code: 0, stdout: 'show_company_bookkeeping: on\n', stderr: '' });
    expect(await settingsOf(server)).toMatchObject({ show_company_bookkeeping: true });
  }, 60_000);

  it('when the database cannot be reached, then the operator reads one line', async () => {
    const run = await admin({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', DATA_DIR: dataDir }, ['flags']);
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toBe(true);
    expect(run.stderr).toMatch(/^Could not reach the database: /);
  }, 60_000);
});
