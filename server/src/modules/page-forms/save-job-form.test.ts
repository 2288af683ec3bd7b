import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createTestAppWithWeb, submissionIn } from '../../../test/fake-web';
import { createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';
import { savedJobs } from '../../db/schema';

/** The Save control of a server-rendered job card or page, posted before the app has started. */
describe('the save-job page form', () => {
  let t: TestApp;
  let jobId = 0;
  beforeAll(async () => {
    t = await createTestAppWithWeb();
    jobId = (await createJob(t.database.db, (await createCompany(t.database.db)).id)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const seeker = async () => {
    const user = await createUser(t.database.db, { userType: 'job_seeker' });
    return { user, client: await signIn(t.app, t.database.db, user.id) };
  };
  const isSaved = async (userId: number) =>
    (await t.database.db.$count(savedJobs, and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))) === 1;

  it('when a seeker saves from a list, then the job is saved and the browser goes back to the list', async () => {
    const { user, client } = await seeker();
    const response = await client.postForm(`/jobs/${jobId}/save`, { intent: 'save', next: '/jobs?q=driver' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/jobs?q=driver');
    expect(await isSaved(user.id)).toBe(true);
    const removed = await client.postForm(`/jobs/${jobId}/save`, { intent: 'remove' });
    expect(removed.headers.location).toBe(`/jobs/${jobId}`);
    expect(await isSaved(user.id)).toBe(false);
  });

  it('when `next` points at another site, then the browser goes to the job instead', async () => {
    const { client } = await seeker();
    for (const next of ['https://evil.example/', '//evil.example/']) {
      const response = await client.postForm(`/jobs/${jobId}/save`, { intent: 'save', next });
      expect(response.headers.location).toBe(`/jobs/${jobId}`);
    }
  });

  it('when a guest saves, then it is sent to log in and back to the job, which saves it', async () => {
    const guest = new TestClient(t.app, freshIp());
    const response = await guest.postForm(`/jobs/${jobId}/save`, { intent: 'save', next: '/' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/login?next=${encodeURIComponent(`/jobs/${jobId}?save=1`)}`);
  });

  it('when a company posts it, then the job page is shown with the refusal', async () => {
    const company = await signIn(t.app, t.database.db, (await createUser(t.database.db, { userType: 'company' })).id);
    const response = await company.postForm(`/jobs/${jobId}/save`, { intent: 'save' });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(`<title>/jobs/${jobId}</title>`);
    expect(submissionIn(response.body)).toMatchObject({ form: 'save-job', apiError: { status: 403 } });
  });

  it('when the CSRF field is missing, then the job page says so and nothing is saved', async () => {
    const { user, client } = await seeker();
    const response = await client.postForm(`/jobs/${jobId}/save`, { intent: 'save' }, { csrfField: null });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(`<title>/jobs/${jobId}</title>`);
    expect(await isSaved(user.id)).toBe(false);
  });
});
