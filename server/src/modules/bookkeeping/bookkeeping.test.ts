import { BOOKKEEPING_DISABLED, BOOKKEEPING_MONTH_TAKEN, currentMonth } from '@lj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createCompany, createUser, signIn } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookkeepingRecords } from '../../db/schema';
import { writeSetting } from '../settings';

/** The month after the current one (UTC, as in Liberia). */
function nextMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
}

const record = (month: string, revenue = 1500.5) => ({
  month,
  revenue,
  expenses: 900.25,
  oreExtracted: 12.75,
  wagesPaid: 400,
  notes: 'Rainy season slowed hauling.',
});

describe('company bookkeeping', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function company() {
    const row = await createCompany(t.database.db);
    return { company: row, client: await signIn(t.app, t.database.db, row.userId) };
  }

  const recordsOf = (companyId: number) =>
    t.database.db.select().from(bookkeepingRecords).where(eq(bookkeepingRecords.companyId, companyId));

  describe('with the flag off', () => {
    it('when a company submits a month, then 404 (a 403 would send the client to /login) and nothing is stored', async () => {
      await writeSetting(t.database.db, 'show_company_bookkeeping', false);
      const { company: row, client } = await company();
      const response = await client.post('/api/companies/bookkeeping/', record('2024-05'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: BOOKKEEPING_DISABLED });
      expect(await recordsOf(row.id)).toHaveLength(0);
    });
  });

  describe('with the flag on', () => {
    beforeAll(async () => writeSetting(t.database.db, 'show_company_bookkeeping', true));

    it('when a guest or a job seeker calls bookkeeping, then 401 and 403', async () => {
      const guest = new TestClient(t.app);
      expect((await guest.get('/api/companies/bookkeeping/months/')).statusCode).toBe(401);
      expect((await guest.post('/api/companies/bookkeeping/', record('2024-05'))).statusCode).toBe(401);
      const seeker = await signIn(t.app, t.database.db, (await createUser(t.database.db)).id);
      expect((await seeker.get('/api/companies/bookkeeping/months/')).statusCode).toBe(403);
      expect((await seeker.post('/api/companies/bookkeeping/', record('2024-05'))).statusCode).toBe(403);
    });

    it('when a company submits a month, then 201 with the record and the month is listed as submitted', async () => {
      const { client } = await company();
      const empty = await client.get('/api/companies/bookkeeping/months/');
      expect(empty.json()).toEqual({ months: [], figures: [], first_month: '2024-01', current_month: currentMonth() });

      const response = await client.post('/api/companies/bookkeeping/', { ...record('2024-03'), revenue: '1500.50' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        record: {
          id: expect.any(Number),
          month: '2024-03',
          revenue: 1500.5,
          expenses: 900.25,
          oreExtracted: 12.75,
          wagesPaid: 400,
          notes: 'Rainy season slowed hauling.',
          submitted_at: expect.any(String),
        },
      });
      await client.post('/api/companies/bookkeeping/', record(currentMonth()));
      const months = (await client.get('/api/companies/bookkeeping/months/')).json();
      expect(months.months).toEqual(['2024-03', currentMonth()]);
      // The chart's sums, oldest first, as submitted.
      expect(months.figures[0]).toEqual({ month: '2024-03', revenue: 1500.5, expenses: 900.25, wagesPaid: 400 });
    });

    it('when the month is before 2024-01, after the current month or malformed, then 400 on the month', async () => {
      const { company: row, client } = await company();
      for (const month of ['2023-12', nextMonth(), '2024-13', '2024-1', 'May 2024']) {
        const response = await client.post('/api/companies/bookkeeping/', record(month));
        expect(response.statusCode, month).toBe(400);
        expect(response.json().month, month).toEqual([expect.any(String)]);
      }
      expect(await recordsOf(row.id)).toHaveLength(0);
    });

    it('when a figure is negative, has more than two decimals, is not a number or is missing, then 400 on it', async () => {
      const { company: row, client } = await company();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ revenue: -1 }, 'revenue'],
        [{ expenses: 10.005 }, 'expenses'],
        [{ oreExtracted: 'lots' }, 'oreExtracted'],
        [{ wagesPaid: undefined }, 'wagesPaid'],
      ];
      for (const [change, field] of cases) {
        const response = await client.post('/api/companies/bookkeeping/', { ...record('2024-04'), ...change });
        expect(response.statusCode, field).toBe(400);
        expect(response.json()[field], field).toEqual([expect.any(String)]);
      }
      expect(await recordsOf(row.id)).toHaveLength(0);
    });

    it('when the same month is submitted again, then 409 and the first record is unchanged', async () => {
      const { company: row, client } = await company();
      expect((await client.post('/api/companies/bookkeeping/', record('2024-06', 100))).statusCode).toBe(201);
      const [first] = await recordsOf(row.id);
      const again = await client.post('/api/companies/bookkeeping/', { ...record('2024-06', 999), notes: 'Changed' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: BOOKKEEPING_MONTH_TAKEN });
      expect(await recordsOf(row.id)).toEqual([first]);
    });

    it('when two companies submit the same month, then each keeps its own record', async () => {
      const a = await company();
      const b = await company();
      expect((await a.client.post('/api/companies/bookkeeping/', record('2024-07'))).statusCode).toBe(201);
      expect((await b.client.post('/api/companies/bookkeeping/', record('2024-07'))).statusCode).toBe(201);
      expect((await b.client.get('/api/companies/bookkeeping/months/')).json().months).toEqual(['2024-07']);
    });

    it('when ten submissions of one month arrive at once, then exactly one record is stored', async () => {
      const { company: row, client } = await company();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => client.post('/api/companies/bookkeeping/', record('2024-08', 100 + i))),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      const stored = await recordsOf(row.id);
      expect(stored).toHaveLength(1);
      const winner = responses.find((response) => response.statusCode === 201)?.json();
      expect(stored[0]?.revenue).toBe(winner.record.revenue);
    });
  });
});
