import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { siteSettings, staffActions } from '../../db/schema';
import { type ActionRecord, auditedChange, staffActor } from '.';

/** Writes one audit row as the staff member's change that changed nothing else. */
const record = (db: Parameters<typeof auditedChange>[0], staffUserId: number, audit: ActionRecord) =>
  auditedChange(db, staffActor(staffUserId), async () => ({ result: undefined, audit }));

describe('staff audit log', () => {
  let t: TestApp;
  let staffA: { id: number; email: string };
  let staffB: { id: number; email: string };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    staffA = await createUser(db, { userType: 'staff', email: 'a.staff@example.com' });
    staffB = await createUser(db, { userType: 'staff', email: 'b.staff@example.com' });
    await record(db, staffA.id, {
      action: 'user.deactivate',
      targetType: 'user',
      targetId: 41,
      before: { is_active: true },
      after: { is_active: false },
      reason: 'Posted scams.',
    });
    await record(db, staffB.id, {
      action: 'setting.update',
      targetType: 'setting',
      targetId: 'x',
    });
    await record(db, staffA.id, {
      action: 'user.reactivate',
      targetType: 'user',
      targetId: 41,
    });
  });
  afterAll(async () => t.close());

  it('when a row is updated, deleted or the table truncated, then the database refuses', async () => {
    const db = t.database.db;
    await expect(db.update(staffActions).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(db.delete(staffActions).where(eq(staffActions.staffUserId, staffA.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate staff_actions`)).rejects.toThrow();
    expect(await db.$count(staffActions)).toBe(3);
  });

  it('when an audited change fails after writing, then neither the change nor its row is kept; a change of nothing writes no row', async () => {
    const db = t.database.db;
    await expect(
      auditedChange(db, staffActor(staffA.id), async (tx) => {
        await tx.insert(siteSettings).values({ key: 'enable_console_logs', value: true });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.$count(siteSettings)).toBe(0);
    expect(await db.$count(staffActions)).toBe(3);
    expect(await auditedChange(db, staffActor(staffA.id), async () => ({ result: 'same', audit: null }))).toBe('same');
    expect(await db.$count(staffActions)).toBe(3);
  });

  it('when staff read the log, then it is newest first with who, what and the values before and after', async () => {
    const client = await signIn(t.app, t.database.db, staffB.id);
    const response = await client.get('/api/staff/audit/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.results.map((row: { action: string }) => row.action)).toEqual([
      'user.reactivate',
      'setting.update',
      'user.deactivate',
    ]);
    expect(body.results[2]).toMatchObject({
      staff: { id: staffA.id, email: 'a.staff@example.com' },
      target_type: 'user',
      target_id: '41',
      before: { is_active: true },
      after: { is_active: false },
      reason: 'Posted scams.',
    });
  });

  it('when staff filter by staff member, action area, target and date, then only matching rows come back', async () => {
    const client = await signIn(t.app, t.database.db, staffB.id);
    const actions = async (query: Record<string, string>) =>
      (await client.get('/api/staff/audit/', { query })).json().results.map((row: { action: string }) => row.action);
    expect(await actions({ staff: 'A.Staff@example.com' })).toEqual(['user.reactivate', 'user.deactivate']);
    expect(await actions({ action: 'user.' })).toEqual(['user.reactivate', 'user.deactivate']);
    expect(await actions({ action: 'user.deactivate' })).toEqual(['user.deactivate']);
    expect(await actions({ target_type: 'setting', target_id: 'x' })).toEqual(['setting.update']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await actions({ from: today, to: today })).toHaveLength(3);
    expect(await actions({ to: '2020-01-01' })).toEqual([]);
    expect((await client.get('/api/staff/audit/', { query: { from: 'yesterday' } })).statusCode).toBe(400);
  });

  it('when a date filter is outside 2000-01-01 to 2100-12-31, then 400 says which and why; the edge days are taken', async () => {
    const client = await signIn(t.app, t.database.db, staffB.id);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ to: '9999-12-31' }, 'to', 'To'],
      [{ from: '0000-01-01' }, 'from', 'From'],
      [{ from: '1999-12-31' }, 'from', 'From'],
      [{ to: '2101-01-01' }, 'to', 'To'],
    ];
    for (const [query, field, label] of cases) {
      const answer = await client.get('/api/staff/audit/', { query });
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.json()[field]).toEqual([`${label} must be a day between 2000-01-01 and 2100-12-31.`]);
    }
    const edges = await client.get('/api/staff/audit/', { query: { from: '2000-01-01', to: '2100-12-31' } });
    expect(edges.statusCode, edges.body).toBe(200);
    expect(edges.json().count).toBe(3);
  });

  it('when there are more rows than a page, then the pages link to each other', async () => {
    const db = t.database.db;
    for (let i = 0; i < 30; i++) {
      await record(db, staffB.id, { action: 'plan.update', targetType: 'plan', targetId: i });
    }
    const client = await signIn(t.app, db, staffB.id);
    const first = (await client.get('/api/staff/audit/', { query: { action: 'plan.update' } })).json();
    expect(first).toMatchObject({ count: 30, previous: null, next: '/api/staff/audit/?action=plan.update&page=2' });
    expect(first.results[0].target_id).toBe('29');
    const second = (await client.get('/api/staff/audit/', { query: { action: 'plan.update', page: '2' } })).json();
    expect(second.results).toHaveLength(5);
    expect(second.next).toBeNull();
  });
});
