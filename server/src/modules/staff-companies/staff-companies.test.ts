import { COMPANY_ALREADY_SUSPENDED, COMPANY_SUSPENDED_CODE } from '@lj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createPlan, subscribe } from '../../../test/company-fixtures';
import { createApplicant, createCompany, createIndustry, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staffActions } from '../../db/schema';

describe('staff companies', () => {
  let t: TestApp;
  let staff: TestClient;
  let staffUserId: number;
  let planId: number;
  const guest = () => new TestClient(t.app);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    planId = (await createPlan(db)).id;
    staffUserId = (await createUser(db, { userType: 'staff' })).id;
    staff = await signIn(t.app, db, staffUserId);
  });
  afterAll(async () => t.close());

  /** A subscribed company in its own industry with an open job whose title is a unique word. */
  async function companyWithJob(word: string) {
    const db = t.database.db;
    const industry = await createIndustry(db);
    const company = await createCompany(db, { name: `${word} Logistics`, industryId: industry.id });
    await subscribe(db, company.id, planId);
    const job = await createJob(db, company.id, { title: `${word} driver`, location: 'Ganta, Nimba' });
    const deleted = await createJob(db, company.id, { title: `${word} clerk`, isDeleted: true });
    return { company, industry, job, deleted, client: await signIn(t.app, db, company.userId) };
  }

  const auditOf = (action: string, companyId: number) =>
    t.database.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, action))
      .then((rows) => rows.filter((row) => row.targetId === String(companyId)));

  it('when staff search companies, then the name or the owner e-mail finds them', async () => {
    const { company } = await companyWithJob('Zorzor');
    const byName = (await staff.get('/api/staff/companies/', { query: { search: 'zorzor' } })).json();
    expect(byName.results).toEqual([
      expect.objectContaining({ id: company.id, name: 'Zorzor Logistics', job_count: 1, verified_at: null }),
    ]);
    expect(byName.count).toBe(1);
    const unverified = (await staff.get('/api/staff/companies/', { query: { filter: 'unverified' } })).json();
    expect(unverified.results.map((row: { id: number }) => row.id)).toContain(company.id);
  });

  it("when staff ask for the companies that joined in a week, then only that week's come, with the other filters too", async () => {
    const db = t.database.db;
    const word = `Weekly${Date.now()}`;
    const monday = await createCompany(db, { name: `${word} Monday`, createdAt: new Date('2026-03-02T00:00:00Z') });
    const sunday = await createCompany(db, {
      name: `${word} Sunday`,
      createdAt: new Date('2026-03-08T23:59:59Z'),
      verifiedAt: new Date('2026-03-09T10:00:00Z'),
    });
    await createCompany(db, { name: `${word} Next`, createdAt: new Date('2026-03-09T00:00:00Z') });
    await createCompany(db, { name: `${word} Before`, createdAt: new Date('2026-03-01T23:59:59Z') });
    const idsOf = async (url: string) =>
      ((await staff.get(url)).json().results as Array<{ id: number }>).map((row) => row.id);
    expect(await idsOf(`/api/staff/companies/?search=${word}&from=2026-03-02&to=2026-03-09`)).toEqual([
      monday.id,
      sunday.id,
    ]);
    expect(await idsOf(`/api/staff/companies/?search=${word}&filter=verified&from=2026-03-02&to=2026-03-09`)).toEqual([
      sunday.id,
    ]);
    const bad = await staff.get('/api/staff/companies/?from=2026-03-02&to=2026-13-09');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('To must be a date written as YYYY-MM-DD');
  });

  it('when staff verify a company, then the badge shows on its page, its job page and its job cards', async () => {
    const { company, job } = await companyWithJob('Sanniquellie');
    expect((await guest().get(`/api/companies/${company.id}/`)).json().verified).toBe(false);
    const response = await staff.post(`/api/staff/companies/${company.id}/verification/`, { verified: true });
    expect(response.statusCode).toBe(200);
    expect((await guest().get(`/api/companies/${company.id}/`)).json().verified).toBe(true);
    expect((await guest().get(`/api/jobs/${job.id}/`)).json().company.verified).toBe(true);
    const cards = (await guest().get('/api/jobs/', { query: { view: 'card', search: 'Sanniquellie' } })).json();
    expect(cards.results[0].company).toMatchObject({ id: company.id, verified: true });
    const full = (await guest().get('/api/jobs/', { query: { company: String(company.id) } })).json();
    expect(full.results[0].company.verified).toBe(true);
    expect(await auditOf('company.verify', company.id)).toEqual([
      expect.objectContaining({ staffUserId, before: { verified: false }, after: { verified: true } }),
    ]);
    // Verifying again changes nothing and records nothing.
    await staff.post(`/api/staff/companies/${company.id}/verification/`, { verified: true });
    expect(await auditOf('company.verify', company.id)).toHaveLength(1);
  });

  it('when staff suspend a company, then its jobs leave every public list and page and it cannot post', async () => {
    const { company, industry, job, deleted, client } = await companyWithJob('Voinjama');
    const industryCount = async () =>
      (await guest().get('/api/companies/industries/')).json().find((row: { id: number }) => row.id === industry.id)
        ?.company_count;
    expect(await industryCount()).toBe(1);
    expect((await guest().get('/sitemap.xml')).body).toContain(`/jobs/${job.id}<`);

    const refused = await staff.post(`/api/staff/companies/${company.id}/suspend/`, { reason: ' ' });
    expect(refused.statusCode).toBe(400);
    const reason = 'Asked applicants for a registration fee.';
    expect((await staff.post(`/api/staff/companies/${company.id}/suspend/`, { reason })).statusCode).toBe(200);

    const search = (await guest().get('/api/jobs/', { query: { search: 'Voinjama' } })).json();
    expect(search.results).toEqual([]);
    const byCompany = (await guest().get('/api/jobs/', { query: { company: String(company.id) } })).json();
    expect(byCompany.count).toBe(0);
    const all = (await guest().get('/api/jobs/', { query: { view: 'card' } })).json();
    expect(all.results.map((row: { id: number }) => row.id)).not.toContain(job.id);
    expect((await guest().get(`/api/jobs/${job.id}/`)).statusCode).toBe(404);
    expect((await guest().get(`/api/companies/${company.id}/`)).statusCode).toBe(404);
    expect((await guest().get(`/api/companies/${company.id}/jobs/`)).statusCode).toBe(404);
    expect((await guest().get(`/api/companies/industries/${industry.id}/companies/`)).json()).toEqual([]);
    expect(await industryCount()).toBe(0);
    const options = (await guest().get('/api/companies/')).json().results.map((row: { id: number }) => row.id);
    expect(options).not.toContain(company.id);
    const sitemap = (await guest().get('/sitemap.xml')).body;
    expect(sitemap).not.toContain(`/jobs/${job.id}<`);
    expect(sitemap).not.toContain(`/company/${company.id}<`);

    const post = await client.post('/api/jobs/', {
      title: 'Cashier',
      description: 'Count the money.',
      pay_period: 'monthly',
      job_type: 'full_time',
      experience_level: 'entry',
    });
    expect(post.statusCode).toBe(423);
    expect(post.json()).toMatchObject({ code: COMPANY_SUSPENDED_CODE });
    expect(post.json().detail).toContain(reason);
    expect((await client.get('/accounts/api/company/jobs/')).statusCode).toBe(423);
    expect((await client.get('/api/companies/subscription/')).json()).toMatchObject({ suspension: { reason } });

    const twice = await staff.post(`/api/staff/companies/${company.id}/suspend/`, { reason });
    expect(twice.json().detail).toBe(COMPANY_ALREADY_SUSPENDED);
    expect(await auditOf('company.suspend', company.id)).toEqual([
      expect.objectContaining({ reason, after: { suspended: true, jobs_hidden: 1 } }),
    ]);

    // Lifting it brings back its jobs, but not the one the company had deleted itself.
    const lifted = await staff.post(`/api/staff/companies/${company.id}/unsuspend/`, { reason: 'Fee removed.' });
    expect(lifted.statusCode).toBe(200);
    expect((await guest().get(`/api/jobs/${job.id}/`)).statusCode).toBe(200);
    expect((await guest().get(`/api/jobs/${deleted.id}/`)).statusCode).toBe(404);
    expect(await industryCount()).toBe(1);
    expect((await client.get('/accounts/api/company/jobs/')).statusCode).toBe(200);
    expect((await client.get('/api/companies/subscription/')).json().suspension).toBeNull();
  });

  it("when staff deactivate a company's account, then its jobs leave the public and refuse applications; reactivating brings them back", async () => {
    const { company, job, deleted } = await companyWithJob('Wologisi');
    const seeker = await signIn(t.app, t.database.db, (await createApplicant(t.database.db)).id);
    const apply = () => seeker.post(`/api/jobs/${job.id}/apply/`, { cover_letter: 'I drive well.' });
    const listed = async () =>
      (await guest().get('/api/jobs/', { query: { search: 'Wologisi' } }))
        .json()
        .results.map((row: { id: number }) => row.id);
    expect(await listed()).toEqual([job.id]);

    const off = await staff.post(`/api/staff/users/${company.userId}/deactivate/`, { reason: 'Closed the business.' });
    expect(off.statusCode, off.body).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await guest().get(`/api/jobs/${job.id}/`)).statusCode).toBe(404);
    expect((await apply()).statusCode).toBe(404);

    // Suspended meanwhile: reactivating the account alone does not bring the jobs back, lifting both does.
    await staff.post(`/api/staff/companies/${company.id}/suspend/`, { reason: 'Fake jobs.' });
    expect((await staff.post(`/api/staff/users/${company.userId}/reactivate/`, { reason: '' })).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    await staff.post(`/api/staff/companies/${company.id}/unsuspend/`, { reason: 'Checked.' });
    expect(await listed()).toEqual([job.id]);
    expect((await guest().get(`/api/jobs/${deleted.id}/`)).statusCode).toBe(404);
    expect((await apply()).statusCode).toBe(201);
  });

  it('when the company does not exist, then 404 and nothing is recorded', async () => {
    const before = await t.database.db.$count(staffActions);
    for (const path of ['verification/', 'suspend/', 'unsuspend/']) {
      const response = await staff.post(`/api/staff/companies/999999/${path}`, { verified: true, reason: 'Test.' });
      expect(response.statusCode).toBe(404);
    }
    expect(await t.database.db.$count(staffActions)).toBe(before);
  });
});
