import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app';
import { createTestAppWithWeb } from '../fake-web';
import { jobSeekerProfiles } from '../../src/db/schema';
import { createApplication, createCompany, createIndustry, createJob, createUser, signIn } from '../fixtures';

const EVIL = 'evil.example';

/**
 * Absolute URLs (uploads above all) come from SITE_URL, never from the request's Host or
 * X-Forwarded-Host, which a client can forge and a shared cache would then serve to everyone.
 */
describe('a forged Host or X-Forwarded-Host', () => {
  let t: TestApp;
  const urls: string[] = [];
  let company: Awaited<ReturnType<typeof createCompany>>;
  let applicationId = 0;
  beforeAll(async () => {
    // Behind a proxy, as in production: X-Forwarded-Host is read for request.host.
    t = await createTestAppWithWeb({ SITE_URL: 'https://jobs.example.lr', TRUST_PROXY: '127.0.0.1' });
    const { db } = t.database;
    const industry = await createIndustry(db);
    company = await createCompany(db, { logo: 'logos/acme.webp', industryId: industry.id });
    const job = await createJob(db, company.id);
    const seeker = await createUser(db, { userType: 'job_seeker' });
    await db.insert(jobSeekerProfiles).values({ userId: seeker.id, picture: 'pictures/musu.webp' });
    applicationId = (await createApplication(db, job.id, seeker.id)).id;
    urls.push(
      '/api/jobs/',
      `/api/jobs/${job.id}/`,
      '/api/companies/',
      `/api/companies/${company.id}/`,
      `/api/companies/${company.id}/jobs/`,
      `/api/companies/industries/${industry.id}/companies/`,
      '/sitemap.xml',
      '/robots.txt',
      `/jobs/${job.id}`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const forged: Array<Record<string, string>> = [
    { host: EVIL },
    { 'x-forwarded-host': EVIL },
    { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' },
  ];

  it('when public answers are asked for with a forged host, then no answer names it and uploads come from SITE_URL', async () => {
    for (const headers of forged) {
      for (const url of urls) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBeLessThan(400);
        expect(response.body, `${url} ${JSON.stringify(headers)}`).not.toContain(EVIL);
      }
    }
    const detail = await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/`, headers: forged[2] });
    expect(detail.json().logo).toMatch(/^https:\/\/jobs\.example\.lr\/media\/logos\/acme\.webp/);
  });

  it("when a company reads an application with a forged host, then the applicant's files come from SITE_URL", async () => {
    const client = await signIn(t.app, t.database.db, company.userId);
    for (const headers of forged) {
      const response = await client.get(`/accounts/api/applications/${applicationId}/`, { headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(EVIL);
      expect(response.body).toContain('https://jobs.example.lr/media/pictures/musu.webp');
    }
  });
});
