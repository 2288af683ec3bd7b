import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithWeb } from '../../test/fake-web';
import { openTestDatabase, type TestApp, testConfig } from '../../test/test-app';
import { buildApp } from '../app';

const USER_TYPES = ['job_seeker', 'company', 'staff'];

/** 'public', 'authenticated', or a non-empty list of distinct, known user types. */
function isValidPolicy(policy: unknown): boolean {
  if (policy === 'public' || policy === 'authenticated') return true;
  return (
    Array.isArray(policy) &&
    policy.length > 0 &&
    new Set(policy).size === policy.length &&
    policy.every((type) => USER_TYPES.includes(type))
  );
}

describe('route access policies', () => {
  let t: TestApp;
  beforeAll(async () => {
    // With a web build: the page forms are routes too.
    t = await createTestAppWithWeb();
  });
  afterAll(async () => {
    await t.close();
  });

  const describeRoute = (route: { method: unknown; url: string }) => `${String(route.method)} ${route.url}`;

  it('when the app is built, then every registered route declares who may call it', () => {
    const undeclared = t.app.declaredRoutes.filter((route) => !route.config?.access).map(describeRoute);
    expect(t.app.declaredRoutes.length).toBeGreaterThan(1);
    expect(undeclared).toEqual([]);
  });

  it('when the app is built, then every declared policy is one the auth plugin understands', () => {
    const invalid = t.app.declaredRoutes
      .filter((route) => !isValidPolicy(route.config?.access))
      .map((route) => `${describeRoute(route)}: ${JSON.stringify(route.config?.access)}`);
    expect(invalid).toEqual([]);
  });

  it('when a route is public, then it only reads or is one of the sign-in forms', () => {
    // A public write is a hole unless it is the way in (or out); new ones must be added here on purpose.
    const publicWrites = new Set([
      'POST /accounts/api/login/',
      'POST /accounts/api/register/',
      'POST /accounts/api/logout/',
      'POST /accounts/api/auth/logout/',
      'POST /accounts/api/password-reset/request/',
      'POST /accounts/api/password-reset/confirm/',
      'POST /accounts/api/social/login/',
      // The page forms (modules/page-forms): each hands its fields to one of the routes above, or to
      // applying, which the API refuses to all but job seekers.
      'POST /login',
      'POST /register/jobseeker',
      'POST /register/company',
      'POST /reset-password',
      'POST /reset-password/confirm',
      'POST /logout',
      'POST /jobs/:id',
      // Saving a job from a card or page: the save API refuses all but job seekers.
      'POST /jobs/:id/save',
      // A job alert's one-click unsubscribe (RFC 8058): the signed link is the credential, no session.
      'POST /alerts/unsubscribe/',
      // An SMS's STOP page (signed link) and the SMS gateway's STOP replies (signed by the gateway).
      'POST /s/:token',
      'POST /api/sms/twilio/inbound/',
      // MTN MoMo's callback: only makes the server ask MoMo's status endpoint, which alone changes a payment.
      'PUT /api/payments/momo/callback/:referenceId/',
      'POST /api/payments/momo/callback/:referenceId/',
      // The USSD gateway's callback: the secret in its address is the credential, the calling number the identity.
      'POST /api/ussd/:secret/',
    ]);
    const unexpected = t.app.declaredRoutes
      .filter((route) => route.config?.access === 'public')
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .filter((route) => !/^(GET|HEAD) /.test(route) && !publicWrites.has(route));
    expect(unexpected).toEqual([]);
  });

  it('when a route is registered without a policy, then every caller is refused (default deny)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-policy-'));
    const { database, drop } = await openTestDatabase();
    const app = await buildApp({ config: testConfig(dataDir), database });
    app.get('/api/forgotten-policy/', async () => ({ secret: true }));
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/forgotten-policy/' });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('secret');
    } finally {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
