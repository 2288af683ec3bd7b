import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createCompany, createIndustry, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../../db/schema';

type Fields = Record<string, string>;

function form(fields: Fields, file?: { name: string; data: Buffer; type?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('logo', new Blob([file.data], { type: file.type ?? 'image/png' }), file.name);
  return data;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer();

describe('company profile', () => {
  let t: TestApp;
  let industryId: number;
  let fields: Fields;

  beforeAll(async () => {
    t = await createTestApp();
    industryId = (await createIndustry(t.database.db, { name: 'Mining' })).id;
    fields = {
      name: 'Nimba Ore Company',
      description: 'Iron ore mining in Nimba County.',
      website: 'https://nimba-ore.example',
      size: 'medium',
      industry: String(industryId),
      founded_year: '1998',
      location: 'Ganta, Nimba',
      contact_email: 'hr@nimba-ore.example',
      contact_phone: '+231 770 000 111',
      address: 'Main Street, Ganta',
      linkedin: 'https://linkedin.com/company/nimba-ore',
      twitter: '@nimbaore',
    };
  });
  afterAll(async () => t.close());

  async function company() {
    const row = await createCompany(t.database.db, { name: 'Before' });
    return { company: row, client: await signIn(t.app, t.database.db, row.userId) };
  }

  const companyRow = async (id: number) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];
  const mediaFile = (url: string) => path.join(t.config.dataDir, 'media', new URL(url).pathname.replace('/media/', ''));

  it('when a guest or a job seeker calls the profile, then 401 and 403', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get('/companies/profile/api/')).statusCode).toBe(401);
    expect((await guest.post('/companies/profile/api/', form(fields))).statusCode).toBe(401);
    const seeker = await signIn(t.app, t.database.db, (await createUser(t.database.db)).id);
    expect((await seeker.get('/companies/profile/api/')).statusCode).toBe(403);
    expect((await seeker.post('/companies/profile/api/', form(fields))).statusCode).toBe(403);
  });

  it('when a company reads its profile, then it gets its own company with the open job count', async () => {
    const { company: row, client } = await company();
    await createJob(t.database.db, row.id);
    await createJob(t.database.db, row.id, { isActive: false });
    const response = await client.get('/companies/profile/api/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: row.id, name: 'Before', logo: null, job_count: 1 });
  });

  it('when a company saves a valid profile, then 200 with the company as saved', async () => {
    const { company: row, client } = await company();
    const response = await client.post('/companies/profile/api/', form(fields));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: row.id,
      name: 'Nimba Ore Company',
      description: 'Iron ore mining in Nimba County.',
      website: 'https://nimba-ore.example',
      logo: null,
      size: 'medium',
      industry: { id: industryId, name: 'Mining' },
      industry_name: 'Mining',
      founded_year: 1998,
      location: 'Ganta, Nimba',
      contact_email: 'hr@nimba-ore.example',
      contact_phone: '+231 770 000 111',
      contact_phone_confirmed: false,
      address: 'Main Street, Ganta',
      social_links: { linkedin: 'https://linkedin.com/company/nimba-ore', twitter: '@nimbaore' },
      job_count: 0,
      name_chosen: true,
      verified: false,
    });
    expect((await client.get('/companies/profile/api/')).json()).toEqual(response.json());
  });

  it("when a company sends another company's id or user, then only its own profile changes", async () => {
    const { company: row, client } = await company();
    const other = await createCompany(t.database.db, { name: 'Other Co' });
    const response = await client.post(
      '/companies/profile/api/',
      form({ ...fields, id: String(other.id), user: String(other.userId), user_id: String(other.userId) }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(row.id);
    expect(await companyRow(other.id)).toMatchObject({ name: 'Other Co', userId: other.userId });
    expect(await companyRow(row.id)).toMatchObject({ name: 'Nimba Ore Company', userId: row.userId });
  });

  it('when the name is missing, or description, size or industry are sent empty, then 400 names each and nothing changes', async () => {
    const { company: row, client } = await company();
    const unnamed = await client.post('/companies/profile/api/', form({ website: 'https://x.example' }));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ detail: 'Company name is required.', name: ['Company name is required.'] });
    const emptied = await client.post(
      '/companies/profile/api/',
      form({ ...fields, description: ' ', size: '', industry: '' }),
    );
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json()).toMatchObject({
      description: ['Description is required.'],
      size: ['Company size is required.'],
      industry: ['Industry is required.'],
    });
    expect((await companyRow(row.id))?.name).toBe('Before');
  });

  it('when only the name is sent, then the name is saved and every other field keeps what it had', async () => {
    const { company: row, client } = await company();
    expect((await client.post('/companies/profile/api/', form(fields))).statusCode).toBe(200);
    const renamed = await client.post('/companies/profile/api/', form({ name: 'Nimba Ore Holdings' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: row.id,
      name: 'Nimba Ore Holdings',
      description: 'Iron ore mining in Nimba County.',
      size: 'medium',
      industry: { id: industryId, name: 'Mining' },
      location: 'Ganta, Nimba',
    });
  });

  it('when a value breaks the form rules, then 400 on that field', async () => {
    const { client } = await company();
    const nextYear = String(new Date().getUTCFullYear() + 1);
    const cases: Array<[Fields, string]> = [
      [{ website: 'not a url' }, 'website'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ founded_year: '1799' }, 'founded_year'],
      [{ founded_year: nextYear }, 'founded_year'],
      [{ founded_year: '19.5' }, 'founded_year'],
      [{ size: 'huge' }, 'size'],
      [{ industry: '999999' }, 'industry'],
      [{ industry: 'mining' }, 'industry'],
      [{ contact_email: 'nope' }, 'contact_email'],
    ];
    for (const [change, field] of cases) {
      const response = await client.post('/companies/profile/api/', form({ ...fields, ...change }));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()[field], JSON.stringify(change)).toEqual([expect.any(String)]);
    }
  });

  it('when a logo is uploaded, then it is re-encoded to at most 1024 px and served under a new URL', async () => {
    const { client } = await company();
    const response = await client.post(
      '/companies/profile/api/',
      form(fields, { name: 'logo.png', data: await png(2048, 1024) }),
    );
    expect(response.statusCode).toBe(200);
    const logo: string = response.json().logo;
    expect(logo).toMatch(/^https?:\/\/[^/]+\/media\/logos\/[0-9a-f]+\.webp/);
    const metadata = await sharp(mediaFile(logo)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1024, height: 512 });
    const served = await new TestClient(t.app).get(new URL(logo).pathname);
    expect(served.statusCode).toBe(200);
  });

  it('when a new logo replaces one or the logo is deleted, then the old file is removed', async () => {
    const { client } = await company();
    const first = (
      await client.post('/companies/profile/api/', form(fields, { name: 'a.png', data: await png(64, 64) }))
    ).json();
    const second = (
      await client.post('/companies/profile/api/', form(fields, { name: 'b.png', data: await png(32, 32) }))
    ).json();
    expect(second.logo).not.toBe(first.logo);
    expect(existsSync(mediaFile(first.logo))).toBe(false);
    expect(existsSync(mediaFile(second.logo))).toBe(true);

    const kept = (await client.post('/companies/profile/api/', form(fields))).json();
    expect(kept.logo).toBe(second.logo);
    const deleted = await client.post('/companies/profile/api/', form({ ...fields, delete_logo: 'true' }));
    expect(deleted.json().logo).toBeNull();
    expect(existsSync(mediaFile(second.logo))).toBe(false);
  });

  it('when the old logo cannot be deleted from the store, then the new one is saved and the answer is still 200', async () => {
    const { company: row, client } = await company();
    // A store that refuses to delete: the old key names a folder, which a file removal can't take.
    const stuck = `logos/${'a'.repeat(64)}.webp`;
    mkdirSync(path.join(t.config.dataDir, 'media', stuck, 'inside'), { recursive: true });
    await t.database.db.update(companies).set({ logo: stuck }).where(eq(companies.id, row.id));

    const response = await client.post(
      '/companies/profile/api/',
      form(fields, { name: 'c.png', data: await png(16, 16) }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().logo as string;
    expect(saved).not.toContain(stuck);
    expect((await companyRow(row.id))?.logo).toBe(new URL(saved).pathname.replace('/media/', ''));
    expect(existsSync(path.join(t.config.dataDir, 'media', stuck))).toBe(true);
  });

  it('when the logo is not an image or is over 5 MB, then 400 on logo and the profile is unchanged', async () => {
    const { company: row, client } = await company();
    const fake = await client.post(
      '/companies/profile/api/',
      form(fields, { name: 'logo.png', data: Buffer.from('<svg onload="alert(1)"></svg>') }),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().logo).toEqual([expect.any(String)]);
    const big = await client.post(
      '/companies/profile/api/',
      form(fields, { name: 'big.png', data: Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]) }),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().logo).toEqual([expect.any(String)]);
    expect(await companyRow(row.id)).toMatchObject({ name: 'Before', logo: null });
  });
});
