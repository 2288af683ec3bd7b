import { MAX_SAVED_JOBS } from '@lj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobs, savedJobs } from '../../db/schema';

describe('saved jobs', () => {
  let t: TestApp;
  let companyId: number;

  const newSeeker = async () => {
    const user = await createUser(t.database.db, { userType: 'job_seeker' });
    return { user, client: await signIn(t.app, t.database.db, user.id) };
  };
  const newJob = (values: Parameters<typeof createJob>[2] = {}) => createJob(t.database.db, companyId, values);

  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await createCompany(t.database.db, { name: 'Kakata Farms' })).id;
  });
  afterAll(async () => t.close());

  it('when a seeker saves a job twice, then one row is kept with the first time, and the job says is_saved', async () => {
    const job = await newJob({ title: 'Farm Manager' });
    const { user, client } = await newSeeker();
    const first = await client.post(`/api/jobs/${job.id}/save/`);
    expect(first.statusCode, first.body).toBe(200);
    const second = await client.post(`/api/jobs/${job.id}/save/`);
    expect(second.json()).toEqual(first.json());
    expect(await t.database.db.$count(savedJobs, eq(savedJobs.userId, user.id))).toBe(1);
    expect((await client.get(`/api/jobs/${job.id}/`)).json().is_saved).toBe(true);
    const cards = (await client.get('/api/jobs/', { query: { view: 'card' } })).json().results;
    expect(cards.find((card: { id: number }) => card.id === job.id).is_saved).toBe(true);
  });

  it('when a guest or a company reads a job, then the answer has no is_saved', async () => {
    const job = await newJob();
    const guest = await new TestClient(t.app).get(`/api/jobs/${job.id}/`);
    expect(guest.json()).not.toHaveProperty('is_saved');
    const company = await signIn(t.app, t.database.db, (await createUser(t.database.db, { userType: 'company' })).id);
    expect((await company.get(`/api/jobs/${job.id}/`)).json()).not.toHaveProperty('is_saved');
  });

  it('when the list is read, then it is newest first and says which job closed, which closes when and which was removed', async () => {
    const { client } = await newSeeker();
    const open = await newJob({ title: 'Open', deadline: '2099-01-31' });
    const closed = await newJob({ title: 'Closed', isActive: false });
    const removed = await newJob({ title: 'Removed' });
    for (const job of [open, closed, removed])
      expect((await client.post(`/api/jobs/${job.id}/save/`)).statusCode).toBe(200);
    await t.database.db.update(jobs).set({ isDeleted: true }).where(eq(jobs.id, removed.id));
    const list = (await client.get('/accounts/api/saved-jobs/')).json();
    expect(list.map((row: { job: { title: string } }) => row.job.title)).toEqual(['Removed', 'Closed', 'Open']);
    expect(list[0].job).toMatchObject({ removed: 'company' });
    expect(list[1].job).toMatchObject({ removed: null, is_active: false });
    expect(list[2].job).toMatchObject({ removed: null, is_active: true, closes_on: '2099-01-31' });
  });

  describe('when a saved job leaves the public site other than by its company deleting it', () => {
    let staff: TestClient;
    beforeAll(async () => {
      staff = await signIn(t.app, t.database.db, (await createUser(t.database.db, { userType: 'staff' })).id);
    });

    /**
     * A seeker who saved a fresh job of `company`; `state` reads the job's page status and its
     * `removed` on their Saved jobs, so each case shows the list agrees with the page.
     */
    async function savedBySeeker(company = companyId) {
      const job = await createJob(t.database.db, company);
      const { client } = await newSeeker();
      expect((await client.post(`/api/jobs/${job.id}/save/`)).statusCode).toBe(200);
      const state = async () => ({
        page: (await client.get(`/api/jobs/${job.id}/`)).statusCode,
        removed: (await client.get('/accounts/api/saved-jobs/')).json()[0].job.removed,
      });
      return { job, state };
    }

    it('then a job staff hid is no longer available, and back when restored', async () => {
      const { job, state } = await savedBySeeker();
      expect(await state()).toEqual({ page: 200, removed: null });
      const hide = await staff.post(`/api/staff/jobs/${job.id}/decision/`, {
        action: 'hide',
        reason: 'Asks for a fee',
      });
      expect(hide.statusCode, hide.body).toBe(200);
      expect(await state()).toEqual({ page: 404, removed: 'unavailable' });
      expect((await staff.post(`/api/staff/jobs/${job.id}/decision/`, { action: 'restore' })).statusCode).toBe(200);
      expect(await state()).toEqual({ page: 200, removed: null });
    });

    it('then a job held for moderation is no longer available', async () => {
      const { job, state } = await savedBySeeker();
      await t.database.db.update(jobs).set({ moderation: 'held' }).where(eq(jobs.id, job.id));
      expect(await state()).toEqual({ page: 404, removed: 'unavailable' });
    });

    it("then a suspended company's job is no longer available, not removed by the company", async () => {
      const company = await createCompany(t.database.db, { name: 'Suspended Traders' });
      const { state } = await savedBySeeker(company.id);
      const suspend = await staff.post(`/api/staff/companies/${company.id}/suspend/`, { reason: 'Fake company' });
      expect(suspend.statusCode, suspend.body).toBe(200);
      expect(await state()).toEqual({ page: 404, removed: 'unavailable' });
    });
  });

  it('when a seeker takes a job off, then it leaves the list, and taking it off again is fine', async () => {
    const { client } = await newSeeker();
    const job = await newJob();
    await client.post(`/api/jobs/${job.id}/save/`);
    expect((await client.delete(`/api/jobs/${job.id}/save/`)).statusCode).toBe(204);
    expect((await client.delete(`/api/jobs/${job.id}/save/`)).statusCode).toBe(204);
    expect((await client.get('/accounts/api/saved-jobs/')).json()).toEqual([]);
  });

  it('when the job does not exist, was deleted or is held, then saving it is a 404', async () => {
    const { client } = await newSeeker();
    const gone = await newJob({ isDeleted: true });
    expect((await client.post(`/api/jobs/${gone.id}/save/`)).statusCode).toBe(404);
    const held = await newJob({ moderation: 'held' });
    expect((await client.post(`/api/jobs/${held.id}/save/`)).statusCode).toBe(404);
    expect((await client.post('/api/jobs/999999/save/')).statusCode).toBe(404);
  });

  it(`when a seeker keeps ${MAX_SAVED_JOBS} saved jobs, then the next save is refused with a sentence`, async () => {
    const { user, client } = await newSeeker();
    const many = await t.database.db
      .insert(jobs)
      .values(
        Array.from({ length: MAX_SAVED_JOBS + 1 }, (_, i) => ({ companyId, title: `Job ${i}`, description: 'x' })),
      )
      .returning({ id: jobs.id });
    await t.database.db
      .insert(savedJobs)
      .values(many.slice(0, MAX_SAVED_JOBS).map(({ id }) => ({ userId: user.id, jobId: id })));
    const response = await client.post(`/api/jobs/${many[MAX_SAVED_JOBS]?.id}/save/`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(`You can keep up to ${MAX_SAVED_JOBS} saved jobs. Remove one to save another.`);
  });

  it('when a guest or a company calls the routes, then 401 and 403', async () => {
    const job = await newJob();
    const guest = new TestClient(t.app);
    expect((await guest.post(`/api/jobs/${job.id}/save/`)).statusCode).toBe(401);
    expect((await guest.get('/accounts/api/saved-jobs/')).statusCode).toBe(401);
    const company = await signIn(t.app, t.database.db, (await createUser(t.database.db, { userType: 'company' })).id);
    expect((await company.post(`/api/jobs/${job.id}/save/`)).statusCode).toBe(403);
    expect((await company.get('/accounts/api/saved-jobs/')).statusCode).toBe(403);
  });
});
