import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { TestClient } from '../../../test/client';
import { createCompany, createIndustry, createJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('public company and industry reads', () => {
  let t: TestApp;
  let guest: TestClient;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    guest = new TestClient(t.app);
    const db = t.database.db;
    ids.mining = (await createIndustry(db, { name: 'Mining', icon: 'gem' })).id;
    ids.education = (await createIndustry(db, { name: 'Education' })).id;
    ids.yekepa = (
      await createCompany(db, {
        name: 'Yekepa Ore Company',
        industryId: ids.mining,
        description: 'Iron ore in Nimba.',
        website: 'https://yekepa.example',
        logo: 'logos/yekepa.png?v=1',
        size: 'large',
        foundedYear: 1963,
        location: 'Yekepa, Nimba',
        contactEmail: 'jobs@yekepa.example',
        contactPhone: '+231 770 000 000',
        address: 'Main Road, Yekepa',
        linkedin: 'https://linkedin.com/company/yekepa',
      })
    ).id;
    ids.bassa = (await createCompany(db, { name: 'Bassa Gold', industryId: ids.mining })).id;
    ids.alone = (await createCompany(db, { name: 'Alone Trading' })).id;
    const yekepa = ids.yekepa as number;
    ids.open1 = (await createJob(db, yekepa, { title: 'Open 1', createdAt: new Date(Date.now() - 7200_000) })).id;
    ids.open2 = (await createJob(db, yekepa, { title: 'Open 2', createdAt: new Date(Date.now() - 3600_000) })).id;
    await createJob(db, yekepa, { title: 'Closed', isActive: false });
    await createJob(db, yekepa, { title: 'Deleted', isDeleted: true });
  });
  afterAll(async () => t.close());

  it('when industries are listed, then each carries its company count', async () => {
    const response = await guest.get('/api/companies/industries/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: ids.education, name: 'Education', icon: null, company_count: 0 },
      { id: ids.mining, name: 'Mining', icon: 'gem', company_count: 2 },
    ]);
  });

  it('when an industry’s companies are listed, then they come by name with their open job count', async () => {
    const response = await guest.get(`/api/companies/industries/${ids.mining}/companies/`);
    expect(response.statusCode).toBe(200);
    const companies = response.json();
    expect(companies.map((c: { name: string; job_count: number }) => [c.name, c.job_count])).toEqual([
      ['Bassa Gold', 0],
      ['Yekepa Ore Company', 2],
    ]);
  });

  it('when the industry is empty or unknown, then an empty list or 404', async () => {
    expect((await guest.get(`/api/companies/industries/${ids.education}/companies/`)).json()).toEqual([]);
    const missing = await guest.get('/api/companies/industries/999999/companies/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toEqual(expect.any(String));
  });

  it('when the filter options are asked, then every company comes by name', async () => {
    const response = await guest.get('/api/companies/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 3,
      results: [
        { id: ids.alone, name: 'Alone Trading' },
        { id: ids.bassa, name: 'Bassa Gold' },
        { id: ids.yekepa, name: 'Yekepa Ore Company' },
      ],
    });
  });

  it('when one company is asked, then it answers the full Company shape', async () => {
    const response = await guest.get(`/api/companies/${ids.yekepa}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: ids.yekepa,
      name: 'Yekepa Ore Company',
      description: 'Iron ore in Nimba.',
      website: 'https://yekepa.example',
      logo: 'http://localhost:8000/media/logos/yekepa.png?v=1',
      size: 'large',
      industry: { id: ids.mining, name: 'Mining' },
      industry_name: 'Mining',
      founded_year: 1963,
      location: 'Yekepa, Nimba',
      contact_email: 'jobs@yekepa.example',
      contact_phone: '+231 770 000 000',
      address: 'Main Road, Yekepa',
      social_links: { linkedin: 'https://linkedin.com/company/yekepa', twitter: '' },
      job_count: 2,
      verified: false,
    });
  });

  it('when a company has no industry or logo, then those are null', async () => {
    const response = await guest.get(`/api/companies/${ids.alone}/`);
    expect(response.json()).toMatchObject({
      logo: null,
      industry: null,
      industry_name: null,
      size: null,
      job_count: 0,
    });
  });

  it('when the company is unknown, then 404 Company not found.', async () => {
    for (const path of ['/api/companies/999999/', '/api/companies/999999/jobs/']) {
      const response = await guest.get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Company not found.' });
    }
  });

  it('when a company’s jobs are listed, then only its open jobs come, newest first', async () => {
    const response = await guest.get(`/api/companies/${ids.yekepa}/jobs/`);
    expect(response.statusCode).toBe(200);
    const jobs = response.json();
    expect(jobs.map((job: { id: number }) => job.id)).toEqual([ids.open2, ids.open1]);
    expect(jobs[0]).toMatchObject({ title: 'Open 2', is_active: true, company: { name: 'Yekepa Ore Company' } });
    expect((await guest.get(`/api/companies/${ids.alone}/jobs/`)).json()).toEqual([]);
  });

  it('when a company’s account is deactivated, then it leaves every public list and page, the sitemap too', async () => {
    const closed = await createCompany(t.database.db, {
      name: 'Closed Mining Co',
      industryId: ids.mining,
      nameChosen: true,
    });
    const listed = async () => ({
      industry: (await guest.get('/api/companies/industries/')).json(),
      companies: (await guest.get(`/api/companies/industries/${ids.mining}/companies/`)).json(),
      options: (await guest.get('/api/companies/')).json().results,
      page: (await guest.get(`/api/companies/${closed.id}/`)).statusCode,
      sitemap: (await guest.get('/sitemap.xml')).body.includes(`/company/${closed.id}<`),
    });
    const before = await listed();
    expect(before.page).toBe(200);
    expect(before.sitemap).toBe(true);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, closed.userId));
    const after = await listed();
    expect(after.industry).toEqual(
      before.industry.map((industry: { id: number; company_count: number }) =>
        industry.id === ids.mining ? { ...industry, company_count: industry.company_count - 1 } : industry,
      ),
    );
    expect(after.companies.map((company: { id: number }) => company.id)).not.toContain(closed.id);
    expect(after.options.map((company: { id: number }) => company.id)).not.toContain(closed.id);
    expect(after.page).toBe(404);
    expect(after.sitemap).toBe(false);
  });
});
