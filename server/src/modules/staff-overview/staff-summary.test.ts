import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobs } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import { runStaffSummary } from './staff-summary';

/** Staff hear what waits for them: one daily e-mail each, none when nothing waits or they turned it off. */
describe('staff daily summary', () => {
  let t: TestApp;
  const sent: Mail[] = [];
  const deps = () => ({
    config: t.config,
    db: t.database.db,
    mailer: { send: async (mail: Mail) => void sent.push(mail) },
  });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when nothing waits, then no staff member gets a summary; when a job is held, then each gets one, unless they turned it off', async () => {
    const one = await createUser(t.database.db, { userType: 'staff' });
    const other = await createUser(t.database.db, { userType: 'staff' });
    expect(await runStaffSummary(deps(), t.app.log)).toBe(0);
    expect(sent).toEqual([]);

    const company = await createCompany(t.database.db);
    await createJob(t.database.db, company.id, { moderation: 'held', moderationReason: 'First job' });
    const otherClient = await signIn(t.app, t.database.db, other.id);
    expect((await otherClient.get('/api/staff/news-settings/')).json()).toEqual({ staff_summary: true });
    const off = await otherClient.put('/api/staff/news-settings/', { staff_summary: false });
    expect(off.json()).toEqual({ staff_summary: false });

    expect(await runStaffSummary(deps(), t.app.log)).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual([one.email]);
    expect(sent[0]?.subject).toBe('Waiting for staff: 1');
    expect(sent[0]?.text).toContain('Jobs held for review: 1');
    expect(sent[0]?.text).toContain('/staff/jobs');
    expect(sent[0]?.text).not.toContain('Payments waiting');
    expect(sent[0]?.text).toContain('To stop this daily e-mail');
    await t.database.db.delete(jobs);
  });
});
