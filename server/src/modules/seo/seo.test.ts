import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createIndustry, createJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /sitemap.xml and /robots.txt', () => {
  let t: TestApp;
  const site = 'https://jobs.example.lr';
  let companyId: number;
  let industryId: number;
  const jobIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_URL: site } });
    const db = t.database.db;
    industryId = (await createIndustry(db, { name: 'Mining' })).id;
    companyId = (await createCompany(db, { name: 'Bong Mines Ltd', industryId })).id;
    jobIds.open = (await createJob(db, companyId, { title: 'Open' })).id;
    jobIds.future = (await createJob(db, companyId, { title: 'Future deadline', deadline: '2999-12-31' })).id;
    jobIds.inactive = (await createJob(db, companyId, { title: 'Inactive', isActive: false })).id;
    jobIds.expired = (await createJob(db, companyId, { title: 'Expired', deadline: '2020-01-01' })).id;
    jobIds.deleted = (await createJob(db, companyId, { title: 'Deleted', isDeleted: true, isActive: false })).id;
  });
  afterAll(async () => t.close());

  it('when the sitemap is asked for, then it lists static pages, open jobs, companies and industries with absolute URLs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const body = response.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ['/', '/jobs', '/industries', '/about', '/privacy-policy']) {
      expect(body).toContain(`<loc>${site}${path}</loc>`);
    }
    expect(body).toContain(`<loc>${site}/jobs/${jobIds.open}</loc><lastmod>`);
    expect(body).toContain(`<loc>${site}/jobs/${jobIds.future}</loc>`);
    expect(body).toContain(`<loc>${site}/company/${companyId}</loc><lastmod>`);
    expect(body).toContain(`<loc>${site}/industries/${industryId}/companies</loc>`);
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });

  it('when a job is inactive, expired or deleted, then the sitemap leaves it out', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const key of ['inactive', 'expired', 'deleted']) {
      expect(body).not.toContain(`<loc>${site}/jobs/${jobIds[key]}</loc>`);
    }
  });

  it('when robots.txt is asked for, then it allows the site, keeps crawlers out of signed-in areas and the API, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/company/jobs', '/profile', '/jobseeker/', '/dashboard', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The public company pages stay crawlable.
    expect(lines).not.toContain('Disallow: /company/');
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});
