import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../accounts';
import { TestClient } from '../client';
import { createCompany, createUser, signIn } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { staffActions } from '../../src/db/schema';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every route of the staff console, found by its prefix, so each staff module that lands joins
 * these checks without being listed: whoever is not staff gets nothing from any of them.
 */
const STAFF_PREFIX = '/api/staff/';

/** [method, url] of every staff route, with its path parameters filled in with an id that exists in no table. */
function staffOperations(routes: RouteOptions[]): Array<{ method: Method; url: string; route: RouteOptions }> {
  return routes
    .filter((route) => route.url?.startsWith(STAFF_PREFIX))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method: method as Method, url: route.url.replace(/:\w+/g, '1'), route })),
    );
}

const isWrite = (method: Method) => method !== 'GET';

describe('staff routes: access', () => {
  let t: TestApp;
  let callers: Record<'guest' | 'seeker' | 'company', TestClient>;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    callers = {
      guest: new TestClient(t.app, freshIp()),
      seeker: await signIn(t.app, db, (await createUser(db, { userType: 'job_seeker' })).id),
      company: await signIn(t.app, db, (await createCompany(db)).userId),
    };
  });
  afterAll(async () => t.close());

  it('when the app is built, then every staff route declares staff-only access and lives under /api/staff/', () => {
    const operations = staffOperations(t.app.declaredRoutes);
    expect(operations.length).toBeGreaterThanOrEqual(2);
    const notStaffOnly = operations
      .filter(({ route }) => JSON.stringify(route.config?.access) !== '["staff"]')
      .map(({ method, url }) => `${method} ${url}`);
    expect(notStaffOnly).toEqual([]);
    const staffElsewhere = t.app.declaredRoutes
      .filter((route) => JSON.stringify(route.config?.access) === '["staff"]' && !route.url.startsWith(STAFF_PREFIX))
      .map((route) => route.url);
    expect(staffElsewhere).toEqual([]);
  });

  it('when guests, job seekers and companies call every staff route, then none succeeds and no audit row is written', async () => {
    const before = await t.database.db.$count(staffActions);
    const successes: string[] = [];
    const wrongStatus: string[] = [];
    let attempts = 0;
    for (const { method, url } of staffOperations(t.app.declaredRoutes)) {
      for (const [name, client] of Object.entries(callers)) {
        const response = await client.request(method, url, isWrite(method) ? { body: {} } : {});
        attempts += 1;
        const expected = name === 'guest' ? 401 : 403;
        if (response.statusCode < 400) successes.push(`${name} ${method} ${url} -> ${response.statusCode}`);
        if (response.statusCode !== expected) wrongStatus.push(`${name} ${method} ${url} -> ${response.statusCode}`);
      }
    }
    console.info(`staff routes: ${attempts} attempts by non-staff, ${successes.length} successes`);
    expect(successes).toEqual([]);
    expect(wrongStatus).toEqual([]);
    expect(await t.database.db.$count(staffActions)).toBe(before);
  });

  it('when a staff member reads the staff pages, then they are answered (the control case)', async () => {
    const db = t.database.db;
    const staff = await signIn(t.app, db, (await createUser(db, { userType: 'staff' })).id);
    for (const url of ['/api/staff/overview/', '/api/staff/audit/']) {
      expect((await staff.get(url)).statusCode).toBe(200);
    }
  });
});

describe('staff routes: CSRF in production', () => {
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', SECRET_KEY: 'production-secret-key-for-the-csrf-tests-0123' },
    });
    const db = t.database.db;
    staff = await signIn(t.app, db, (await createUser(db, { userType: 'staff' })).id);
  });
  afterAll(async () => t.close());

  it("when a staff member's browser is made to send any staff write without the token or from another site, then it answers 403 and nothing is recorded", async () => {
    const before = await t.database.db.$count(staffActions);
    const accepted: string[] = [];
    for (const { method, url } of staffOperations(t.app.declaredRoutes).filter((op) => isWrite(op.method))) {
      const attacks = [
        { noCsrf: true },
        { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
      ];
      for (const attack of attacks) {
        const response = await staff.request(method, url, { body: {}, ...attack });
        if (response.statusCode !== 403 || !/^CSRF Failed: /.test(response.json().detail)) {
          accepted.push(`${method} ${url} ${JSON.stringify(attack)} -> ${response.statusCode}`);
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(await t.database.db.$count(staffActions)).toBe(before);
  });
});
