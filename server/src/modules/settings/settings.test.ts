import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { writeSetting } from './settings.repository';

describe('GET /companies/api/settings/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when no flag was set, then both flags are off', async () => {
    const response = await new TestClient(t.app).get('/companies/api/settings/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ show_company_bookkeeping: false, enable_console_logs: false });
  });

  it('when the operator turns bookkeeping on, then the flag reads true', async () => {
    await writeSetting(t.database.db, 'show_company_bookkeeping', true);
    const response = await new TestClient(t.app).get('/companies/api/settings/');
    expect(response.json()).toMatchObject({ show_company_bookkeeping: true });
  });

  it('when an unknown API path is asked, then the answer is a JSON 404 with security headers', async () => {
    const response = await new TestClient(t.app).get('/api/nothing-here/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
