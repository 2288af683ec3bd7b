import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('staff overview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when companies, jobs and applications are new or old, then only those of the last 7 days are counted', async () => {
    const db = t.database.db;
    const fresh = await createCompany(db);
    await createCompany(db, { createdAt: new Date(Date.now() - 8 * DAY_MS) });
    const job = await createJob(db, fresh.id);
    await createJob(db, fresh.id, { createdAt: new Date(Date.now() - 30 * DAY_MS) });
    const seeker = await createUser(db);
    await createApplication(db, job.id, seeker.id);

    const staff = await createUser(db, { userType: 'staff' });
    const response = await (await signIn(t.app, db, staff.id)).get('/api/staff/overview/');
    expect(response.statusCode).toBe(200);
    const counts = Object.fromEntries(
      response.json().counts.map((figure: { key: string; count: number }) => [figure.key, figure.count]),
    );
    expect(response.json().days).toBe(7);
    expect(counts).toMatchObject({ new_companies: 1, new_jobs: 1, new_applications: 1 });
    expect(await db.$count(companies)).toBe(2);
  });
});
