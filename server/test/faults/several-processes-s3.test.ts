import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, FIXTURE_PASSWORD } from '../fixtures';
import { type S3Server, startS3Server } from '../s3-server';
import { samplePdf, samplePng } from '../sample-files';
import { openDatabase } from '../../src/db/client';
import { FetchBrowser } from './fetch-browser';
import { freePort, type ServerProcess, serverEnv, startServer, stopServer } from './server-process';

const databaseUrl = process.env.DATABASE_URL;

/**
 * Two server processes on one PostgreSQL database and one S3-compatible bucket (s3rver), each with
 * a DATA_DIR of its own: an upload made through one is served by the other only through the bucket.
 * (The shared-directory case is in several-processes.test.ts.)
 */
describe.runIf(databaseUrl)('several server processes with uploads in an S3-compatible bucket', () => {
  const name = `lj_multi_s3_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  const dataDirs: string[] = [];
  let sharedUrl = '';
  let s3: S3Server;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    s3 = await startS3Server();
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    sharedUrl = url.toString();
    const start = async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-multi-s3-'));
      dataDirs.push(dataDir);
      return startServer(serverEnv(await freePort(), { DATABASE_URL: sharedUrl, DATA_DIR: dataDir, ...s3.env }));
    };
    [a, b] = await Promise.all([start(), start()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => stopServer(server)));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('when a job seeker uploads through one process, then the other serves the files and removes the replaced one', async () => {
    const database = await openDatabase({ databaseUrl: sharedUrl, dataDir: tmpdir() });
    const email = await createUser(database.db)
      .then((user) => user.email)
      .finally(() => database.close());
    const browser = new FetchBrowser();
    await browser.send(`${a.url}/accounts/api/csrf/`);
    expect((await browser.postJson(`${a.url}/accounts/api/login/`, { email, password: FIXTURE_PASSWORD })).status).toBe(
      200,
    );

    const uploadTo = async (server: ServerProcess, pictureSize: number) => {
      const form = new FormData();
      form.append('picture', new Blob([await samplePng(pictureSize, 300)], { type: 'image/png' }), 'me.png');
      form.append('resume', new Blob([samplePdf()], { type: 'application/pdf' }), 'cv.pdf');
      const response = await browser.send(`${server.url}/accounts/api/auth/profile/`, { method: 'PUT', body: form });
      expect(response.status).toBe(200);
      const { profile } = (await response.json()) as { profile: { picture: string; resume: string } };
      return { picture: new URL(profile.picture).pathname, resume: new URL(profile.resume).pathname };
    };

    // Uploaded through A; served by B, which has never seen these files on its own disk.
    const first = await uploadTo(a, 400);
    const fromA = await fetch(`${a.url}${first.picture}`);
    const fromB = await fetch(`${b.url}${first.picture}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    const resume = await browser.send(`${b.url}${first.resume}`);
    expect(resume.status).toBe(200);
    expect(Buffer.from(await resume.arrayBuffer()).equals(samplePdf())).toBe(true);
    expect(dataDirs.some((dir) => existsSync(path.join(dir, 'media')))).toBe(false);

    // Replaced through B: the files uploaded through A are gone for A too.
    const second = await uploadTo(b, 500);
    expect((await fetch(`${a.url}${second.picture}`)).status).toBe(200);
    expect((await fetch(`${a.url}${first.picture}`)).status).toBe(404);
    expect((await browser.send(`${a.url}${first.resume}`)).status).toBe(404);
  }, 60_000);
});
