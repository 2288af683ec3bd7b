import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import {
  createApplication,
  createCompany,
  createIndustry,
  createJob,
  createUser,
  signIn,
} from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobViews } from '../../db/schema';

describe('GET /api/jobs/{id}/', () => {
  let t: TestApp;
  let companyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const industry = await createIndustry(t.database.db, { name: 'Telecom' });
    companyId = (
      await createCompany(t.database.db, {
        name: 'Lonestar Cell',
        industryId: industry.id,
        logo: 'logos/lonestar.png?v=2',
      })
    ).id;
  });
  afterAll(async () => t.close());

  const views = async (client: TestClient, id: number) => {
    const response = await client.get(`/api/jobs/${id}/`);
    expect(response.statusCode).toBe(200);
    return response.json().views as number;
  };

  it('when a job is closed by its company or past its deadline, then it says it accepts no applications, and an open one does', async () => {
    const db = t.database.db;
    const open = await createJob(db, companyId, { deadline: '2099-12-31' });
    const expired = await createJob(db, companyId, { deadline: '2020-01-31' });
    const closed = await createJob(db, companyId, { isActive: false });
    const guest = new TestClient(t.app);
    const accepting = async (id: number) => (await guest.get(`/api/jobs/${id}/`)).json().accepting_applications;
    expect([await accepting(open.id), await accepting(expired.id), await accepting(closed.id)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('when the job exists, then it answers the Job with an absolute logo URL and LRD salary', async () => {
    const job = await createJob(t.database.db, companyId, {
      title: 'Tower Technician',
      salaryMin: 40000,
      salaryMax: 60000,
      salaryCurrency: 'LRD',
      deadline: '2099-12-31',
      benefits: 'Transport',
    });
    const response = await new TestClient(t.app).get(`/api/jobs/${job.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: job.id,
      title: 'Tower Technician',
      salary_currency: 'LRD',
      salary_min: 40000,
      deadline: '2099-12-31',
      benefits: 'Transport',
      company: {
        id: companyId,
        name: 'Lonestar Cell',
        logo: 'http://localhost:8000/media/logos/lonestar.png?v=2',
        industry: { name: 'Telecom' },
      },
      views: 1,
    });
  });

  it('when the job is inactive, then it is still shown with is_active false', async () => {
    const job = await createJob(t.database.db, companyId, { isActive: false });
    const response = await new TestClient(t.app).get(`/api/jobs/${job.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().is_active).toBe(false);
  });

  it('when the job is missing or deleted, then 404 Not found', async () => {
    const deleted = await createJob(t.database.db, companyId, { isDeleted: true });
    for (const id of [deleted.id, 999999]) {
      const response = await new TestClient(t.app).get(`/api/jobs/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const counted = await t.database.db.select().from(jobViews).where(eq(jobViews.jobId, deleted.id));
    expect(counted).toHaveLength(0);
  });

  it('when the id is not a positive integer in range, then 400 names id', async () => {
    for (const id of ['abc', '0', '99999999999']) {
      const response = await new TestClient(t.app).get(`/api/jobs/${id}/`);
      expect(response.statusCode).toBe(400);
      expect(response.json().id).toEqual([expect.any(String)]);
    }
  });

  it('when a guest opens a job twice, then it counts one view, and a new visitor counts another', async () => {
    const job = await createJob(t.database.db, companyId);
    const guest = new TestClient(t.app);
    const first = await guest.get(`/api/jobs/${job.id}/`);
    expect(first.json().views).toBe(1);
    const cookie = (first.cookies as Array<{ name: string; httpOnly?: boolean; sameSite?: string }>).find(
      (c) => c.name === 'lj_viewer',
    );
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await views(guest, job.id)).toBe(1);
    expect(await views(new TestClient(t.app), job.id)).toBe(2);
  });

  it('when a signed-in user opens a job twice in one session, then it counts once; a new session counts again', async () => {
    const job = await createJob(t.database.db, companyId);
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, t.database.db, user.id);
    expect(await views(session, job.id)).toBe(1);
    expect(await views(session, job.id)).toBe(1);
    expect(session.cookies.has('lj_viewer')).toBe(false);
    expect(await views(await signIn(t.app, t.database.db, user.id), job.id)).toBe(2);
  });

  it('when many views of one session arrive together, then still one view is counted', async () => {
    const job = await createJob(t.database.db, companyId);
    const session = await signIn(t.app, t.database.db, (await createUser(t.database.db)).id);
    await Promise.all(Array.from({ length: 10 }, () => session.get(`/api/jobs/${job.id}/`)));
    expect(await views(session, job.id)).toBe(1);
  });

  it('when a job seeker applied, then the detail says has_applied and counts the application', async () => {
    const job = await createJob(t.database.db, companyId);
    const seeker = await createUser(t.database.db);
    await createApplication(t.database.db, job.id, seeker.id);
    const mine = await (await signIn(t.app, t.database.db, seeker.id)).get(`/api/jobs/${job.id}/`);
    expect(mine.json()).toMatchObject({ has_applied: true, applications_count: 1 });
    const other = await (await signIn(t.app, t.database.db, (await createUser(t.database.db)).id)).get(
      `/api/jobs/${job.id}/`,
    );
    expect(other.json()).toMatchObject({ has_applied: false, applications_count: 1 });
  });
});
