import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../test/accounts';
import { TestClient } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The headers every answer carries, whatever its status or origin (API, error, static file). */
function expectSecurityHeaders(response: LightMyRequestResponse, production: boolean) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
  expect(csp, 'Content-Security-Policy').not.toBe('');
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  // No inline scripts: script-src (or default-src when it is absent) never allows them.
  const scripts = directive('script-src') ?? directive('default-src') ?? '';
  expect(scripts).not.toBe('');
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(response.headers['x-powered-by']).toBeUndefined();
  if (production) {
    const hsts = String(response.headers['strict-transport-security'] ?? '');
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  } else {
    expect(response.headers['strict-transport-security']).toBeUndefined();
  }
}

describe.each([
  ['production', true],
  ['development', false],
])('security headers in %s', (env, production) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // A minimal built web app, so static files and the page fallback are served too.
    webDist = mkdtempSync(path.join(tmpdir(), 'lj-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>x</title><script src="/assets/app.js"></script>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1);');
    t = await createTestApp({
      env: {
        NODE_ENV: env,
        SECRET_KEY: 'production-secret-key-for-the-header-tests-01',
        WEB_DIST: webDist,
      },
    });
    mkdirSync(path.join(t.config.dataDir, 'media', 'pictures'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'media', 'pictures', 'face.webp'), 'RIFF....WEBP');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const guest = () => new TestClient(t.app, freshIp());

  const cases: Array<[string, number, () => Promise<LightMyRequestResponse>]> = [
    ['200 JSON', 200, () => guest().get('/accounts/api/csrf/')],
    ['404 JSON', 404, () => guest().get('/api/no-such-thing/')],
    ['400 validation', 400, () => guest().post('/accounts/api/login/', {})],
    ['401', 401, () => guest().get('/accounts/api/auth/profile/')],
    ['401 from a bad Token header', 401, () => guest().get('/api/jobs/', { headers: { authorization: 'Token nope' } })],
    ['403 CSRF', 403, () => guest().post('/accounts/api/logout/', undefined, { noCsrf: true })],
    [
      '413',
      413,
      () => guest().post('/accounts/api/login/', { email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }),
    ],
    [
      '415',
      415,
      () =>
        guest().post('/accounts/api/login/', undefined, {
          payload: 'email=a',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
    ],
    ['the web app index', 200, () => guest().get('/')],
    ['a front-end route', 200, () => guest().get('/jobs/some-page')],
    ['a static asset', 200, () => guest().get('/assets/app.js')],
    ['an uploaded picture', 200, () => guest().get('/media/pictures/face.webp')],
    ['a missing upload', 404, () => guest().get('/media/pictures/missing.webp')],
  ];

  it.each(cases)('when the answer is %s, then it carries every security header', async (_name, status, call) => {
    const response = await call();
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response, production);
  });

  it('when one address goes over the reset limit, then the 429 carries every security header', async () => {
    const client = guest();
    let response: LightMyRequestResponse | undefined;
    for (let i = 0; i < 21; i++) {
      response = await client.post('/accounts/api/password-reset/request/', { email: `nobody${i}@example.com` });
    }
    expect(response?.statusCode).toBe(429);
    expectSecurityHeaders(response as LightMyRequestResponse, production);
  });

  // Last, as it breaks the database: a missing table makes the jobs list fail with a 500.
  it('when the server fails (500), then the answer carries every security header', async () => {
    await t.database.db.execute(sql`alter table industries rename to industries_gone`);
    try {
      const response = await guest().get('/api/companies/industries/');
      expect(response.statusCode).toBe(500);
      expectSecurityHeaders(response, production);
    } finally {
      await t.database.db.execute(sql`alter table industries_gone rename to industries`);
    }
  });
});
