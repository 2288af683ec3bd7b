import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleDocx } from '../../../test/sample-files';
import { type SecurityFixture, seedSecurityFixture } from '../../../test/security-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobSeekerProfiles } from '../../db/schema';
import { mediaFilePath } from '../../lib/uploads';

/** s1 applied to companies a and b, never to c; s2 is another job seeker. */
describe('résumé downloads', () => {
  let t: TestApp;
  let f: SecurityFixture;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedSecurityFixture(t.app, t.database.db, t.config);
    url = `/media/${f.seekers.s1.resume}`;
  });
  afterAll(async () => t.close());

  it('when the seeker downloads their own résumé, then they get the file as a sandboxed, uncached attachment', async () => {
    const response = await f.seekers.s1.client.get(`${url}?v=123`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(f.seekers.s1.resumeBytes);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${f.seekers.s1.resume.replace('resumes/', '')}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'private, no-store',
    });
  });

  it('when a company the seeker applied to downloads it, then it gets the file', async () => {
    for (const company of [f.companies.a, f.companies.b]) {
      const response = await company.client.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(f.seekers.s1.resumeBytes);
    }
  });

  it('when another job seeker or a company the seeker never applied to asks, then the answer is 404', async () => {
    for (const client of [f.seekers.s2.client, f.companies.c.client]) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('when a guest asks, then the answer is 401 and says nothing about the file', async () => {
    const known = await f.guest.get(url);
    const unknown = await f.guest.get('/media/resumes/0123456789abcdef.pdf');
    expect(known.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(known.body).toBe(unknown.body);
  });

  it('when the name is unknown or not a stored name, then the owner too gets 404', async () => {
    for (const name of ['0123456789abcdef.pdf', 'x.exe', '..%2f..%2fconfig.pdf', '%2e%2e']) {
      const response = await f.seekers.s1.client.get(`/media/resumes/${name}`);
      expect(response.statusCode).toBe(404);
    }
  });

  it('when the résumé is reached through the public media folders or a path trick, then it is never served', async () => {
    const name = f.seekers.s1.resume.replace('resumes/', '');
    const tricks = [
      `/media/pictures/../resumes/${name}`,
      `/media/pictures/..%2fresumes%2f${name}`,
      `/media/logos/%2e%2e/resumes/${name}`,
      `/media/resumes/${name}/`,
      `/media/resumes//${name}`,
      `/media//resumes/${name}`,
      `/media/Resumes/${name}`,
    ];
    for (const path of tricks) {
      for (const client of [f.guest, f.seekers.s2.client]) {
        const response = await client.get(path);
        expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
        expect(response.body).not.toContain(f.seekers.s1.marker);
      }
    }
  });

  it('when the résumé is removed from the profile, then the file is no longer served to anyone', async () => {
    const { s2 } = f.seekers;
    const oldUrl = `/media/${s2.resume}`;
    await t.database.db.update(jobSeekerProfiles).set({ resume: null }).where(eq(jobSeekerProfiles.userId, s2.userId));
    expect((await s2.client.get(oldUrl)).statusCode).toBe(404);
    expect((await f.companies.b.client.get(oldUrl)).statusCode).toBe(404);
    await t.database.db
      .update(jobSeekerProfiles)
      .set({ resume: s2.resume })
      .where(eq(jobSeekerProfiles.userId, s2.userId));
  });

  it('when the résumé is a docx, then its sniffed type is sent, not one taken from the request', async () => {
    const { s2 } = f.seekers;
    const docxPath = s2.resume.replace(/\.pdf$/, '.docx');
    writeFileSync(mediaFilePath(t.config, docxPath), sampleDocx());
    await t.database.db
      .update(jobSeekerProfiles)
      .set({ resume: docxPath })
      .where(eq(jobSeekerProfiles.userId, s2.userId));
    const response = await f.companies.c.client.get(`/media/${docxPath}`, { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('when pictures and logos are asked for, then they are still public static files', async () => {
    const logo = await f.guest.get(`/media/${f.companies.a.logo}`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
  });
});
