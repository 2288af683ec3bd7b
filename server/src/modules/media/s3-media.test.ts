import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughApi } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createCompany, createIndustry, signIn } from '../../../test/fixtures';
import { type S3Server, startS3Server } from '../../../test/s3-server';
import { type FilePart, multipartBody, samplePdf, samplePng } from '../../../test/sample-files';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PROFILE = '/accounts/api/auth/profile/';

/** The whole API with S3_* set: uploads go to a real S3-compatible server (s3rver), not to disk. */
describe('media in an S3-compatible bucket', () => {
  let s3: S3Server;
  let t: TestApp;
  let bucket: AwsClient;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: s3.env });
    bucket = new AwsClient({ ...s3.settings, service: 's3' });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  /** The object behind a media URL, read from the bucket itself; null when it is not there. */
  async function objectOf(url: string): Promise<Buffer | null> {
    const key = new URL(url).pathname.replace('/media/', '');
    const response = await bucket.fetch(`${s3.settings.endpoint}/${s3.settings.bucket}/${key}`);
    if (response.status === 404) return null;
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  const put = (client: TestClient, files: FilePart[]) => {
    const { payload, headers } = multipartBody({}, files);
    return client.put(PROFILE, undefined, { payload, headers });
  };

  it('when a company uploads a logo, then it is stored in the bucket only and served back byte-identical with the media headers', async () => {
    const industry = await createIndustry(t.database.db, { name: 'Mining' });
    const row = await createCompany(t.database.db, { name: 'Bong Mines' });
    const client = await signIn(t.app, t.database.db, row.userId);
    const form = new FormData();
    const fields = {
      name: 'Bong Mines',
      description: 'Iron ore in Bong County.',
      size: 'small',
      industry: String(industry.id),
      location: 'Bong Town, Bong',
      contact_email: 'hr@bong-mines.example',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('logo', new Blob([await samplePng(800, 400)], { type: 'image/png' }), 'logo.png');
    const response = await client.post('/companies/profile/api/', form);
    expect(response.statusCode, response.body).toBe(200);
    const logo: string = response.json().logo;
    expect(logo).toMatch(/\/media\/logos\/[0-9a-f]{32}\.webp/);

    const stored = await objectOf(logo);
    expect(stored && (await sharp(stored).metadata()).format).toBe('webp');
    expect(existsSync(path.join(t.config.dataDir, 'media'))).toBe(false);

    const served = await new TestClient(t.app).get(new URL(logo).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored as Buffer)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(stored?.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'public, max-age=31536000, immutable',
    });

    const head = await t.app.inject({ method: 'HEAD', url: new URL(logo).pathname });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
  });

  it('when a public media name is unknown or a path trick, then the answer is the JSON 404', async () => {
    const guest = new TestClient(t.app);
    for (const url of [
      '/media/logos/0123456789abcdef0123456789abcdef.webp',
      '/media/pictures/0123456789abcdef.exe',
      '/media/pictures/..%2fresumes%2f0123456789abcdef.pdf',
      '/media/logos/%2e%2e',
      '/media/pictures/',
    ]) {
      const response = await guest.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'Not found.' });
    }
  });

  it('when a job seeker uploads a résumé, then the owner reads it from the bucket and a stranger gets 404', async () => {
    const { client: owner } = await registerThroughApi(t.app);
    const upload = await put(owner, [{ field: 'resume', filename: 'cv.pdf', data: samplePdf() }]);
    expect(upload.statusCode).toBe(200);
    const url = upload.json().profile.resume as string;
    expect(await objectOf(url)).toEqual(samplePdf());

    const mine = await owner.get(new URL(url).pathname);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload).toEqual(samplePdf());

    const { client: stranger } = await registerThroughApi(t.app);
    const theirs = await stranger.get(new URL(url).pathname);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Not found.' });
    // Nor through the public folders, where no ownership is checked.
    const trick = await stranger.get(`/media/pictures/..%2f${new URL(url).pathname.replace('/media/', '')}`);
    expect(trick.statusCode, trick.body).toBe(404);
  });

  it('when a picture is replaced, then the old object is deleted from the bucket and its URL answers 404', async () => {
    const { client } = await registerThroughApi(t.app);
    const first = (await put(client, [{ field: 'picture', filename: 'a.png', data: await samplePng(300, 200) }])).json()
      .profile.picture as string;
    const second = (
      await put(client, [{ field: 'picture', filename: 'b.png', data: await samplePng(200, 300) }])
    ).json().profile.picture as string;
    expect(second).not.toBe(first);
    expect(await objectOf(first)).toBeNull();
    expect(await objectOf(second)).not.toBeNull();
    const guest = new TestClient(t.app);
    expect((await guest.get(new URL(first).pathname)).statusCode).toBe(404);
    expect((await guest.get(new URL(second).pathname)).statusCode).toBe(200);
    // Nothing was ever written to the local media folder.
    expect(existsSync(path.join(t.config.dataDir, 'media')) && readdirSync(path.join(t.config.dataDir, 'media'))).toBe(
      false,
    );
  });
});
