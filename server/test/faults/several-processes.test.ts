import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createUser, FIXTURE_PASSWORD } from '../fixtures';
import { NO_REDIS, randomKeyPrefix, testRedisUrl } from '../redis';
import { samplePng } from '../sample-files';
import { openDatabase } from '../../src/db/client';
import { FetchBrowser } from './fetch-browser';
import { freePort, type ServerProcess, serverEnv, startServer, stopServer } from './server-process';

const databaseUrl = process.env.DATABASE_URL;

/**
 * 10 wrong passwords for one account, alternating between two processes, all answer 400; then the
 * right password is refused (429) on both: the 10 checks were counted together, not 5 per process.
 */
async function expectOneLoginLimit(a: ServerProcess, b: ServerProcess, email: string): Promise<void> {
  const browser = new FetchBrowser();
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
}

/**
 * Two server processes on one PostgreSQL database and one shared DATA_DIR, nothing else shared:
 * sessions, rate limits and uploads made through one are seen by the other. Rate limits are checked
 * twice: counted in PostgreSQL (the default), and in Redis with REDIS_URL (when TEST_REDIS_URL is set).
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

  /** The shared database's rate_limits row for a key (none when the count lives elsewhere). */
  async function countInPostgres(key: string): Promise<unknown[]> {
    const client = new pg.Client({ connectionString: sharedUrl });
    await client.connect();
    try {
      return (await client.query('SELECT count FROM rate_limits WHERE key = $1', [key])).rows;
    } finally {
      await client.end();
    }
  }

  it('when a job seeker signs in on one process, then the session works on the other, uploads included', async () => {
    const email = await seekerEmail();
    const browser = new FetchBrowser();
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

  it('when password guesses alternate between the processes, then they share one limit of 10, counted in PostgreSQL', async () => {
    const email = await seekerEmail();
    await expectOneLoginLimit(a, b, email);
    expect(await countInPostgres(`login-email:${email}`)).toEqual([{ count: 12 }]);
  }, 60_000);

  describe('with REDIS_URL set on both', () => {
    const keyPrefix = randomKeyPrefix();
    let redis: Redis | undefined;
    let c: ServerProcess | undefined;
    let d: ServerProcess | undefined;

    beforeAll(async () => {
      if (!testRedisUrl) return;
      redis = new Redis(testRedisUrl);
      const env = { DATABASE_URL: sharedUrl, DATA_DIR: dataDir, REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: keyPrefix };
      [c, d] = await Promise.all([
        startServer(serverEnv(await freePort(), env)),
        startServer(serverEnv(await freePort(), env)),
      ]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([c, d].filter((server) => server !== undefined).map((server) => stopServer(server)));
      const keys = (await redis?.keys(`${keyPrefix}*`)) ?? [];
      if (keys.length > 0) await redis?.del(...keys);
      await redis?.quit();
    });

    beforeEach(({ skip }) => {
      if (!testRedisUrl) skip(NO_REDIS);
    });

    it('when password guesses alternate between the processes, then they share one limit of 10, counted in Redis and not in PostgreSQL', async () => {
      if (!c || !d || !redis) throw new Error('servers not started');
      const email = await seekerEmail();
      await expectOneLoginLimit(c, d, email);
      expect(await redis.get(`${keyPrefix}rl:login-email:${email}`)).toBe('12');
      expect(await countInPostgres(`login-email:${email}`)).toEqual([]);
    }, 60_000);
  });
});
