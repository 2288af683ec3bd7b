import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob, createUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobAlerts } from '../../db/schema';
import { pickNews, searchMatches } from './digest-matches';

/** The alert's new jobs come from the newest jobs first, then from the older rest when those are too few. */
describe('an alert digest finds its new jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

  it('when the newest jobs hold few matches, then the older ones complete them, newest first; the alert leaves out told and older jobs', async () => {
    const companyId = (await createCompany(t.database.db, { name: 'Gbarnga Stone Works' })).id;
    const user = await createUser(t.database.db, { userType: 'job_seeker' });
    const [alert] = await t.database.db
      .insert(jobAlerts)
      .values({ userId: user.id, name: 'Quarry', search: 'search=quarry', frequency: 'daily', createdAt: hoursAgo(48) })
      .returning();
    if (!alert) throw new Error('no alert');
    const posted = async (title: string, hours: number) =>
      (await createJob(t.database.db, companyId, { title, createdAt: hoursAgo(hours) })).id;
    const newest = await posted('Quarry Foreman', 1);
    await posted('Cook', 2);
    const older = await posted('Quarry Driller', 20);
    const told = await posted('Quarry Blaster', 21);
    const oldest = await posted('Quarry Clerk', 30);
    await posted('Quarry Guard', 50);

    // The line between the first look and the rest falls between the foreman and the driller.
    const ids = async (firstLook: Date | null, limit = 100) => {
      const candidates = await searchMatches(t.database.db, alert.search, hoursAgo(60), limit, firstLook);
      return pickNews(candidates, alert.createdAt, new Set([told])).map((job) => job.id);
    };
    expect(await ids(hoursAgo(10))).toEqual([newest, older, oldest]);
    expect(await ids(null)).toEqual([newest, older, oldest]);
    expect(await ids(hoursAgo(72))).toEqual([newest, older, oldest]);
    // Two candidates: the foreman, and the driller from the older rest.
    expect(await ids(hoursAgo(10), 2)).toEqual([newest, older]);
  });
});
