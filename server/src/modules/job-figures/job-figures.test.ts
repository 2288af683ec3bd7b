import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createApplicant, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const BROWSER = 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

describe('job figures: counting views and applications per day, and who may read them', () => {
  let t: TestApp;
  let company: { id: number; userId: number };
  let owner: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db);
    owner = await signIn(t.app, t.database.db, company.userId);
  });
  afterAll(async () => t.close());

  const open = (client: TestClient, jobId: number, headers: Record<string, string> = {}) =>
    client.get(`/api/jobs/${jobId}/`, { headers: { 'user-agent': BROWSER, ...headers } });

  const figures = async (jobId: number) => {
    const response = await owner.get(`/api/company/jobs/${jobId}/figures/`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const today = () => new Date().toISOString().slice(0, 10);

  it('when the same browser opens a job twice and a bot opens it, then one view is counted today and in total', async () => {
    const job = await createJob(t.database.db, company.id);
    const browser = new TestClient(t.app);
    await open(browser, job.id);
    await open(browser, job.id);
    await open(new TestClient(t.app), job.id, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await open(new TestClient(t.app), job.id, { 'user-agent': 'WhatsApp/2.23.20.0' });
    const answer = await figures(job.id);
    expect(answer.days).toHaveLength(30);
    expect(answer.days.at(-1)).toEqual({ day: today(), views: 1, applications: 0 });
    expect(answer.total_views).toBe(1);
    expect((await open(browser, job.id)).json().views).toBe(1);
  });

  it('when 100 browsers open a job at once, then the day and the job both count 100', async () => {
    const job = await createJob(t.database.db, company.id);
    await Promise.all(Array.from({ length: 100 }, () => open(new TestClient(t.app), job.id)));
    const answer = await figures(job.id);
    expect(answer.days.at(-1).views).toBe(100);
    expect(answer.total_views).toBe(100);
  });

  it('when a seeker came by a shared link and applies, then the application counts under shared; a direct one under direct', async () => {
    const job = await createJob(t.database.db, company.id);
    const shared = await signIn(t.app, t.database.db, (await createApplicant(t.database.db)).id);
    await open(shared, job.id, { 'x-landing-url': `/jobs/${job.id}?utm_source=whatsapp` });
    expect((await shared.post(`/api/jobs/${job.id}/apply/`, { payload: {} })).statusCode).toBe(201);
    const direct = await signIn(t.app, t.database.db, (await createApplicant(t.database.db)).id);
    await open(direct, job.id);
    expect((await direct.post(`/api/jobs/${job.id}/apply/`, { payload: {} })).statusCode).toBe(201);
    const answer = await figures(job.id);
    expect(answer.sources).toEqual({ search: 0, shared: 1, alert: 0, direct: 1 });
    expect(answer.days.at(-1)).toEqual({ day: today(), views: 2, applications: 2 });
    expect(answer.total_applications).toBe(2);
  });

  it('when a seeker came from the job search by referrer, then the application counts under search', async () => {
    const job = await createJob(t.database.db, company.id);
    const seeker = await signIn(t.app, t.database.db, (await createApplicant(t.database.db)).id);
    await open(seeker, job.id, { referer: `${t.config.siteUrl}/jobs?search=driver` });
    await seeker.post(`/api/jobs/${job.id}/apply/`, { payload: {} });
    expect((await figures(job.id)).sources.search).toBe(1);
  });

  it("when a company reads its figures, then its jobs' days are summed and another company's jobs are left out", async () => {
    const own = await createCompany(t.database.db);
    const first = await createJob(t.database.db, own.id);
    const second = await createJob(t.database.db, own.id);
    const stranger = await createJob(t.database.db, (await createCompany(t.database.db)).id);
    const browser = new TestClient(t.app);
    for (const job of [first, second, stranger]) await open(browser, job.id);
    const response = await (await signIn(t.app, t.database.db, own.userId)).get('/api/company/figures/');
    expect(response.statusCode).toBe(200);
    expect(response.json().days.at(-1)).toEqual({ day: today(), views: 2, applications: 0 });
    expect(response.json().total_views).toBe(2);
  });

  it("when another company, a seeker or a guest asks for a job's figures, then 404, 403 and 401", async () => {
    const job = await createJob(t.database.db, company.id);
    const other = await createCompany(t.database.db);
    const url = `/api/company/jobs/${job.id}/figures/`;
    expect((await (await signIn(t.app, t.database.db, other.userId)).get(url)).statusCode).toBe(404);
    expect((await (await signIn(t.app, t.database.db, (await createUser(t.database.db)).id)).get(url)).statusCode).toBe(
      403,
    );
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
  });
});
