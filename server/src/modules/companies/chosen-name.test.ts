import { COMPANY_NAME_REQUIRED_CODE, COMPANY_NAME_REQUIRED_DETAIL } from '@lj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughApi } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createPlan, subscribe } from '../../../test/company-fixtures';
import { createIndustry } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../../db/schema';

const job = {
  title: 'Rubber Tapper',
  description: 'Tap the trees of our Margibi farm before dawn.',
  job_type: 'full_time',
  experience_level: 'entry',
  pay_period: 'monthly',
  deadline: null,
};

/** The naming step: the name alone, the rest of the profile left for later. */
function nameOnlyForm(name: string): FormData {
  const form = new FormData();
  form.append('name', name);
  return form;
}

describe('a company that has not chosen its name', () => {
  let t: TestApp;
  let client: TestClient;
  let companyId: number;
  let industryId: number;
  const guest = () => new TestClient(t.app);

  /** Where a guest finds the company: directory, filter options, industry count, its page, the sitemap. */
  async function publicSightings() {
    const [inIndustry, options, industries, page, pageJobs, sitemap] = await Promise.all([
      guest().get(`/api/companies/industries/${industryId}/companies/`),
      guest().get('/api/companies/'),
      guest().get('/api/companies/industries/'),
      guest().get(`/api/companies/${companyId}/`),
      guest().get(`/api/companies/${companyId}/jobs/`),
      guest().get('/sitemap.xml'),
    ]);
    return {
      directory: inIndustry.json().some((company: { id: number }) => company.id === companyId),
      filterOption: options.json().results.some((company: { id: number }) => company.id === companyId),
      industryCount: industries.json().find((industry: { id: number }) => industry.id === industryId)?.company_count,
      page: page.statusCode,
      pageJobs: pageJobs.statusCode,
      sitemap: sitemap.body.includes(`/company/${companyId}<`),
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    industryId = (await createIndustry(t.database.db, { name: 'Agriculture' })).id;
    const registered = await registerThroughApi(t.app, { userType: 'company', email: 'hr-7731@kakata-rubber.example' });
    client = registered.client;
    await client.post('/accounts/api/login/', { email: registered.email, password: registered.password });
    companyId = registered.response.json().user.company.id;
    // In an industry already, as a company that saved only part of its profile some other way would be.
    await t.database.db.update(companies).set({ industryId }).where(eq(companies.id, companyId));
    await subscribe(t.database.db, companyId, (await createPlan(t.database.db)).id);
  });
  afterAll(async () => t.close());

  it('when it has just registered, then its own profile says the name is not chosen yet', async () => {
    const own = await client.get('/companies/profile/api/');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Kakata Rubber', name_chosen: false });
  });

  it('when a guest looks, then it is in no public list, count, page or sitemap', async () => {
    expect(await publicSightings()).toEqual({
      directory: false,
      filterOption: false,
      industryCount: 0,
      page: 404,
      pageJobs: 404,
      sitemap: false,
    });
  });

  it('when it posts a job, even subscribed, then 409 with a sentence that sends it to its profile', async () => {
    const response = await client.post('/api/jobs/', job);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: COMPANY_NAME_REQUIRED_CODE, detail: COMPANY_NAME_REQUIRED_DETAIL });
    expect(COMPANY_NAME_REQUIRED_DETAIL).toMatch(/^[A-Z].*company profile.*\.$/);
  });

  it('when it saves only its name, then the rest of its profile stays, it is public everywhere and may post', async () => {
    const saved = await client.post('/companies/profile/api/', nameOnlyForm('Kakata Rubber Co'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Kakata Rubber Co',
      name_chosen: true,
      industry: { id: industryId },
      description: '',
      size: null,
    });
    expect(await publicSightings()).toEqual({
      directory: true,
      filterOption: true,
      industryCount: 1,
      page: 200,
      pageJobs: 200,
      sitemap: true,
    });
    const posted = await client.post('/api/jobs/', job);
    expect(posted.statusCode).toBe(201);
    expect(posted.json().job.company).toMatchObject({ id: companyId, name: 'Kakata Rubber Co' });
  });
});
