import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createUser, FIXTURE_PASSWORD } from '../../test/fixtures';
import { samplePng } from '../../test/sample-files';
import { openDatabase } from '../db/client';
import { freePort, type ServerProcess, serverEnv, startServer, stopServer } from './server-process';

const databaseUrl = process.env.DATABASE_URL;

/** A browser's cookie jar over fetch, so one "browser" can talk to either server process. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async send(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-requested-with', 'XMLHttpRequest');
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const csrf = this.cookies.get('csrftoken');
    if (csrf && init.method && init.method !== 'GET') headers.set('x-csrftoken', csrf);
    const response = await fetch(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  postJson = (url: string, body: unknown) =>
    this.send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * Two server processes on one PostgreSQL database and one shared DATA_DIR, nothing else shared:
 * sessions, rate limits and uploads made through one are seen by the other.
 */
describe.runIf(databaseUrl)('several server processes on one PostgreSQL', () => {
  const name = `lj_multi_${process.pid}_${randomBytes(3).toString('hex')}`;
  let dataDir = '';
  const admin = new pg.Client({ connectionString: databaseUrl });
  let sharedUrl = '';
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lj-multi-'));
    await admin.connect();
    // A fresh copy of the migrated template: two servers starting at once never race on migrations.
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    sharedUrl = url.toString();
    const env = { DATABASE_URL: sharedUrl, DATA_DIR: dataDir };
    [a, b] = await Promise.all([
      startServer(serverEnv(await freePort(), env)),
      startServer(serverEnv(await freePort(), env)),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stopServer(server)));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function seekerEmail(): Promise<string> {
    const database = await openDatabase({ databaseUrl: sharedUrl, dataDir });
    try {
      return (await createUser(database.db)).email;
    } finally {
      await database.close();
    }
  }

  it('when a job seeker signs in on one process, then the session works on the other, uploads included', async () => {
    const email = await seekerEmail();
    const browser = new Browser();
    await browser.send(`${a.url}/accounts/api/csrf/`);
    const login = await browser.postJson(`${a.url}/accounts/api/login/`, { email, password: FIXTURE_PASSWORD });
    expect(login.status).toBe(200);

    const profile = await browser.send(`${b.url}/accounts/api/auth/profile/`);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { email: string }).email).toBe(email);

    // A picture uploaded through A is served by B: both store into the same media folder.
    const form = new FormData();
    form.append('picture', new Blob([await samplePng(400, 300)], { type: 'image/png' }), 'me.png');
    const upload = await browser.send(`${a.url}/accounts/api/auth/profile/`, { method: 'PUT', body: form });
    expect(upload.status).toBe(200);
    const answer = (await upload.json()) as { profile: { picture: string } };
    const pictureUrl = new URL(answer.profile.picture);
    const fromA = await fetch(`${a.url}${pictureUrl.pathname}`);
    const fromB = await fetch(`${b.url}${pictureUrl.pathname}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));

    // Signing out on B ends the session on A too.
    expect((await browser.postJson(`${b.url}/accounts/api/logout/`, {})).status).toBeLessThan(300);
    expect((await browser.send(`${a.url}/accounts/api/auth/profile/`)).status).toBe(401);
  }, 60_000);

  it('when password guesses alternate between the processes, then they share one limit of 10', async () => {
    const email = await seekerEmail();
    const browser = new Browser();
    await browser.send(`${a.url}/accounts/api/csrf/`);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await browser.postJson(`${server.url}/accounts/api/login/`, { email, password: 'wrong' })).status);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const onA = await browser.postJson(`${a.url}/accounts/api/login/`, { email, password: FIXTURE_PASSWORD });
    const onB = await browser.postJson(`${b.url}/accounts/api/login/`, { email, password: FIXTURE_PASSWORD });
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});
