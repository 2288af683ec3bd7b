import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CV_PAGE_INVALID, CV_PAGE_LONG_SIDE, CV_PAGES_FULL, CV_PAGES_MAX } from '@lj/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createApplication, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { type FilePart, multipartBody, samplePdf, samplePng } from '../../../test/sample-files';
import { createTestApp, type TestApp } from '../../../test/test-app';

const PAGES = '/accounts/api/auth/profile/cv-pages/';

/** A phone's photo of a page: 4000 x 3000, grainy, with the camera's EXIF (owner and place). */
const phonePhoto = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 240, g: 236, b: 228 },
      noise: { type: 'gaussian', mean: 200, sigma: 12 },
    },
  })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Artist: 'secret-owner', Make: 'Tecno' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W' } })
    .toBuffer();

describe('a CV photographed on paper', () => {
  let t: TestApp;
  let seekerId: number;
  let seeker: TestClient;

  const upload = (client: TestClient, file: FilePart) => {
    const { payload, headers } = multipartBody({}, [file]);
    return client.post(PAGES, undefined, { payload, headers });
  };
  const fileOf = (url: string) => path.join(t.config.dataDir, 'media', new URL(url).pathname.replace('/media/', ''));

  beforeAll(async () => {
    t = await createTestApp();
    seekerId = (await createUser(t.database.db, { userType: 'job_seeker' })).id;
    seeker = await signIn(t.app, t.database.db, seekerId);
  });
  afterAll(async () => t.close());

  it('when a phone photo (JPEG with EXIF) is sent, then it is kept as a small WebP, 1600 px long, without its metadata', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(seeker, {
      field: 'page',
      filename: 'cv-page-1.jpg',
      data: photo,
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    const [url] = response.json().pages as string[];
    expect(url).toMatch(/\/media\/resumes\/[0-9a-f]{32}\.webp$/);
    const stored = readFileSync(fileOf(url as string));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: CV_PAGE_LONG_SIDE, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('secret-owner')).toBe(false);
    expect(stored.length).toBeLessThan(photo.length / 4);
  });

  it('when a PNG is sent, then it is the next page; the profile lists the pages in order', async () => {
    const response = await upload(seeker, { field: 'page', filename: 'page-2.png', data: await samplePng(900, 1200) });
    expect(response.statusCode).toBe(200);
    const profile = (await seeker.get('/accounts/api/auth/profile/')).json();
    expect(profile.user.profile.resume_pages).toEqual(response.json().pages);
    expect(response.json().pages).toHaveLength(2);
  });

  it.each([
    ['a PDF renamed .jpg', 'page.jpg', samplePdf],
    [
      'a WebP (a photo CV is JPEG or PNG)',
      'page.webp',
      () =>
        sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
    ],
    ['a PNG named .pdf', 'page.pdf', () => samplePng(50, 50)],
  ])('when %s is sent, then 400 on page in words and nothing is stored', async (_kind, filename, make) => {
    const response = await upload(seeker, { field: 'page', filename, data: await make() });
    expect(response.statusCode).toBe(400);
    expect(response.json().page).toEqual([CV_PAGE_INVALID]);
    expect((await seeker.get('/accounts/api/auth/profile/')).json().user.profile.resume_pages).toHaveLength(2);
  });

  it(`when the CV has ${CV_PAGES_MAX} pages, then another is refused; removing one makes room and deletes its file`, async () => {
    for (let page = 3; page <= CV_PAGES_MAX; page++) {
      expect(
        (await upload(seeker, { field: 'page', filename: `p${page}.png`, data: await samplePng(60, 80) })).statusCode,
      ).toBe(200);
    }
    const full = await upload(seeker, { field: 'page', filename: 'p6.png', data: await samplePng(60, 80) });
    expect(full.statusCode).toBe(400);
    expect(full.json().page).toEqual([CV_PAGES_FULL]);

    const before = (await seeker.get('/accounts/api/auth/profile/')).json().user.profile.resume_pages as string[];
    const removed = await seeker.delete(`${PAGES}?page=2`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().pages).toEqual(before.filter((_, index) => index !== 1));
    expect(existsSync(fileOf(before[1] as string))).toBe(false);
    expect((await seeker.delete(`${PAGES}?page=5`)).statusCode).toBe(404);
    expect(
      (await upload(seeker, { field: 'page', filename: 'p6.png', data: await samplePng(60, 80) })).statusCode,
    ).toBe(200);
  });

  it('when the seeker applies, then that company sees the pages and can open them; another company and a guest cannot', async () => {
    const owner = await createCompany(t.database.db);
    const other = await createCompany(t.database.db);
    const job = await createJob(t.database.db, owner.id);
    const application = await createApplication(t.database.db, job.id, seekerId);
    const company = await signIn(t.app, t.database.db, owner.userId);
    const detail = await company.get(`/accounts/api/applications/${application.id}/`);
    expect(detail.statusCode).toBe(200);
    const pages = detail.json().resume_pages as string[];
    expect(pages).toHaveLength(CV_PAGES_MAX);
    const page = new URL(pages[0] as string).pathname;
    const served = await company.get(page);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect((await (await signIn(t.app, t.database.db, other.userId)).get(page)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(page)).statusCode).toBe(401);
  });

  it('when a company or a guest sends a page, then 403 or 401', async () => {
    const company = await signIn(t.app, t.database.db, (await createCompany(t.database.db)).userId);
    const file = { field: 'page', filename: 'p.png', data: await samplePng(60, 80) };
    expect((await upload(company, file)).statusCode).toBe(403);
    expect((await upload(new TestClient(t.app), file)).statusCode).toBe(401);
  });
});
