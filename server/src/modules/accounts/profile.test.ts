import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, registerThroughApi } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import {
  type FilePart,
  multipartBody,
  sampleDocx,
  sampleJpegWithExif,
  samplePdf,
  samplePng,
  sampleZip,
} from '../../../test/sample-files';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PROFILE = '/accounts/api/auth/profile/';
const MEDIA_URL = /^http:\/\/localhost:8000\/media\/(pictures|resumes)\/[0-9a-f]{32}\.(webp|pdf|docx|doc)\?v=\d+$/;

describe('the job seeker profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const put = (client: TestClient, fields: Record<string, string>, files: FilePart[] = [], noCsrf = false) => {
    const { payload, headers } = multipartBody(fields, files);
    return client.put(PROFILE, undefined, { payload, headers, noCsrf });
  };
  /** The file on disk behind a media URL. */
  const fileOf = (url: string) => path.join(t.config.dataDir, 'media', new URL(url).pathname.replace('/media/', ''));
  const seeker = async () => (await registerThroughApi(t.app)).client;

  describe('GET', () => {
    it('when nobody is signed in, then it answers 401', async () => {
      expect((await new TestClient(t.app).get(PROFILE)).statusCode).toBe(401);
    });

    it('when a job seeker asks, then it answers the user with the profile fields also at the top level', async () => {
      const { client, email } = await registerThroughApi(t.app);
      const response = await client.get(PROFILE);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        email,
        first_name: '',
        picture: null,
        skills_api: [],
        user: { email, user_type: 'job_seeker', profile: { picture: null } },
      });
    });
  });

  describe('PUT text fields', () => {
    it('when a job seeker saves the form, then the full user comes back with the changes', async () => {
      const client = await seeker();
      const response = await put(client, {
        first_name: ' Musu ',
        last_name: 'Kollie',
        city: 'Gbarnga',
        country: 'Liberia',
        birth_date: '1994-07-26',
        linkedin_url: 'https://www.linkedin.com/in/musu',
        github_url: '',
        skills_api: 'Nursing, First aid ,nursing, ,Bookkeeping',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        first_name: 'Musu',
        last_name: 'Kollie',
        profile: {
          city: 'Gbarnga',
          country: 'Liberia',
          birth_date: '1994-07-26',
          linkedin_url: 'https://www.linkedin.com/in/musu',
          skills_api: ['Nursing', 'First aid', 'Bookkeeping'],
          skills: 'Nursing, First aid, Bookkeeping',
        },
      });
      // Fields not sent keep their value.
      const again = await put(client, { bio: 'Nurse in Bong County.' });
      expect(again.json().profile).toMatchObject({ city: 'Gbarnga', bio: 'Nurse in Bong County.' });
    });

    it('when the birth date is in the future or a URL is not http(s), then each field gets an error', async () => {
      const response = await put(await seeker(), {
        birth_date: '2999-01-01',
        portfolio_url: 'javascript:alert(1)',
        github_url: 'github.com/me',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        birth_date: ['The birth date cannot be in the future.'],
        portfolio_url: ['Portfolio URL must be a web address starting with http:// or https://.'],
        github_url: ['GitHub URL must be a web address starting with http:// or https://.'],
      });
    });

    it('when a company tries to save it, then it answers 403 with the job-seeker-only detail', async () => {
      const { client } = await registerThroughApi(t.app, { userType: 'company' });
      const response = await put(client, { first_name: 'Acme' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'This profile page is only for job seekers.' });
    });

    it('when the CSRF header is missing, then it answers 403 and nothing changes', async () => {
      const client = await seeker();
      const response = await put(client, { first_name: 'Changed' }, [], true);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toMatch(/^CSRF Failed/);
      expect((await client.get(PROFILE)).json().first_name).toBe('');
    });

    it('when the caller uses the Token header, then no CSRF header is needed', async () => {
      const { response: registered } = await registerThroughApi(t.app);
      const api = new TestClient(t.app, freshIp());
      api.token = registered.json().token;
      const response = await put(api, { first_name: 'Token' }, [], true);
      expect(response.statusCode).toBe(200);
      expect(response.json().first_name).toBe('Token');
    });
  });

  describe('PUT picture', () => {
    it('when a real PNG is sent, then it is re-encoded to WebP of at most 1024 px and served with a versioned URL', async () => {
      const response = await put(await seeker(), {}, [
        { field: 'picture', filename: 'me.png', data: await samplePng(1600, 900) },
      ]);
      expect(response.statusCode).toBe(200);
      const url = response.json().profile.picture as string;
      expect(url).toMatch(MEDIA_URL);
      expect(url).toContain('/media/pictures/');
      const stored = await sharp(readFileSync(fileOf(url))).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 1024, height: 576 });

      const served = await new TestClient(t.app).get(new URL(url).pathname);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('when a JPEG carries EXIF metadata, then the stored picture has none', async () => {
      const jpeg = await sampleJpegWithExif();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const response = await put(await seeker(), {}, [{ field: 'picture', filename: 'me.jpg', data: jpeg }]);
      expect(response.statusCode).toBe(200);
      const stored = await sharp(readFileSync(fileOf(response.json().profile.picture))).metadata();
      expect(stored.exif).toBeUndefined();
      expect(readFileSync(fileOf(response.json().profile.picture)).includes('secret-owner')).toBe(false);
    });

    it('when a text file is named .png, then it answers 400 on picture and stores nothing', async () => {
      const client = await seeker();
      const before = existsSync(path.join(t.config.dataDir, 'media', 'pictures'))
        ? readdirSync(path.join(t.config.dataDir, 'media', 'pictures')).length
        : 0;
      const response = await put(client, { first_name: 'Not saved' }, [
        {
          field: 'picture',
          filename: 'me.png',
          data: Buffer.from('just some text, not an image'),
          contentType: 'image/png',
        },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Upload a valid image (PNG, JPEG or WebP).',
        picture: ['Upload a valid image (PNG, JPEG or WebP).'],
      });
      const after = existsSync(path.join(t.config.dataDir, 'media', 'pictures'))
        ? readdirSync(path.join(t.config.dataDir, 'media', 'pictures')).length
        : 0;
      expect(after).toBe(before);
      expect((await client.get(PROFILE)).json().first_name).toBe('');
    });

    it('when a picture is over 5 MB, then it answers 400 with the size limit', async () => {
      const big = Buffer.concat([await samplePng(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
      const response = await put(await seeker(), {}, [{ field: 'picture', filename: 'big.png', data: big }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'The file is too large. The maximum size is 5 MB.',
        picture: ['The file is too large. The maximum size is 5 MB.'],
      });
    });

    it('when a new picture replaces one, or delete_picture is sent, then the old file leaves the disk', async () => {
      const client = await seeker();
      const first = (await put(client, {}, [{ field: 'picture', filename: 'a.png', data: await samplePng() }])).json();
      const second = (
        await put(client, {}, [{ field: 'picture', filename: 'b.png', data: await samplePng(400, 400) }])
      ).json();
      expect(existsSync(fileOf(first.profile.picture))).toBe(false);
      expect(existsSync(fileOf(second.profile.picture))).toBe(true);

      const deleted = await put(client, { delete_picture: 'true' });
      expect(deleted.json().profile.picture).toBeNull();
      expect(existsSync(fileOf(second.profile.picture))).toBe(false);
    });
  });

  describe('PUT resume', () => {
    it.each([
      ['a PDF', 'cv.pdf', samplePdf, 'pdf'],
      ['a DOCX', 'cv.docx', sampleDocx, 'docx'],
      ['a DOC', 'cv.doc', () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]), 'doc'],
    ])('when %s is sent, then it is stored with its extension', async (_kind, filename, make, extension) => {
      const client = await seeker();
      const response = await put(client, {}, [{ field: 'resume', filename, data: make() }]);
      expect(response.statusCode).toBe(200);
      const url = response.json().profile.resume as string;
      expect(url).toMatch(MEDIA_URL);
      expect(new URL(url).pathname).toMatch(new RegExp(`^/media/resumes/[0-9a-f]{32}\\.${extension}$`));
      // Résumés are private: the owner downloads it (who else may is tested in modules/media).
      const served = await client.get(new URL(url).pathname);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toMatch(/^attachment/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('when a PDF is renamed .docx, then it is refused because content and extension disagree', async () => {
      const response = await put(await seeker(), {}, [{ field: 'resume', filename: 'cv.docx', data: samplePdf() }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().resume).toEqual([
        "The file's content does not match its extension. Upload a PDF, DOC or DOCX file with its real extension.",
      ]);
    });

    it('when a zip without word/document.xml is named .docx, then it is not a document', async () => {
      const zip = sampleZip({ 'notes.txt': 'hello' });
      const response = await put(await seeker(), {}, [{ field: 'resume', filename: 'cv.docx', data: zip }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().resume).toEqual(['Upload a valid document (PDF, DOC or DOCX).']);
    });

    it('when a resume is over 10 MB, then it answers 400 with the size limit', async () => {
      const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);
      const response = await put(await seeker(), {}, [{ field: 'resume', filename: 'cv.pdf', data: big }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().resume).toEqual(['The file is too large. The maximum size is 10 MB.']);
    });

    it('when delete_resume is sent, then the file leaves the disk and the profile has no resume', async () => {
      const client = await seeker();
      const saved = (await put(client, {}, [{ field: 'resume', filename: 'cv.pdf', data: samplePdf() }])).json();
      expect(existsSync(fileOf(saved.profile.resume))).toBe(true);
      const deleted = await put(client, { delete_resume: 'true' });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().profile.resume).toBeNull();
      expect(existsSync(fileOf(saved.profile.resume))).toBe(false);
    });

    it('when a file comes in a field that takes none, then it is refused', async () => {
      const response = await put(await seeker(), {}, [{ field: 'bio', filename: 'x.pdf', data: samplePdf() }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().bio).toEqual(['This field does not accept a file.']);
    });
  });
});
