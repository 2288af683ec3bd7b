import { createHmac } from 'node:crypto';
import { exportSPKI, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../accounts';
import { TestClient } from '../client';
import { type FakeGoogleKeys, startFakeGoogleKeys } from '../google-keys';
import { createTestApp, type TestApp } from '../test-app';
import { users } from '../../src/db/schema';

const CLIENT_ID = 'forgery-test.apps.googleusercontent.com';
const KEY_ID = 'google-key-1';
const FAILED = { detail: 'Google login failed. Please try again.' };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('forged Google id_tokens', () => {
  let t: TestApp;
  let fakeGoogle: FakeGoogleKeys;
  let counter = 0;

  beforeAll(async () => {
    fakeGoogle = await startFakeGoogleKeys(KEY_ID);
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: fakeGoogle.jwksUrl } });
  });
  afterAll(async () => {
    await t.close();
    await fakeGoogle.close();
  });

  /** The claims of a token Google would issue now, for a new address each time. */
  function claims(): JWTPayload {
    counter += 1;
    const now = Math.floor(Date.now() / 1000);
    return {
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: `forgery-sub-${process.pid}-${counter}`,
      email: `forged.${process.pid}.${counter}@gmail.com`,
      email_verified: true,
      iat: now - 60,
      exp: now + 3600,
    };
  }

  const sign = (payload: JWTPayload, keys = fakeGoogle.google, kid = KEY_ID) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid }).sign(keys.privateKey);

  /** A token with the given header, signed with HMAC-SHA256 under `secret` (or unsigned). */
  function handMade(header: Record<string, unknown>, payload: JWTPayload, secret?: string): string {
    const input = `${base64url(header)}.${base64url(payload)}`;
    const signature = secret ? createHmac('sha256', secret).update(input).digest('base64url') : '';
    return `${input}.${signature}`;
  }

  const now = () => Math.floor(Date.now() / 1000);
  const forgeries: Array<[string, () => Promise<string>]> = [
    [
      'a bad signature',
      async () => {
        const [header, payload, signature] = (await sign(claims())).split('.');
        const flipped = (signature as string).startsWith('A') ? `B${signature?.slice(1)}` : `A${signature?.slice(1)}`;
        return `${header}.${payload}.${flipped}`;
      },
    ],
    ['alg none', async () => handMade({ alg: 'none', kid: KEY_ID, typ: 'JWT' }, claims())],
    [
      'HS256 signed with the public key',
      async () =>
        handMade({ alg: 'HS256', kid: KEY_ID, typ: 'JWT' }, claims(), await exportSPKI(fakeGoogle.google.publicKey)),
    ],
    ['a wrong audience', async () => sign({ ...claims(), aud: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', async () => sign({ ...claims(), iss: 'https://accounts.evil.example' })],
    ['an expiry in the past', async () => sign({ ...claims(), iat: now() - 7200, exp: now() - 3600 })],
    ['nbf in the future', async () => sign({ ...claims(), nbf: now() + 3600 })],
    [
      'no sub',
      async () => {
        const { sub: _sub, ...rest } = claims();
        return sign(rest);
      },
    ],
    ['an unverified e-mail', async () => sign({ ...claims(), email_verified: false })],
    ['an unknown key id', async () => sign(claims(), fakeGoogle.stranger, 'not-a-google-key')],
  ];

  it('when a genuine token is sent, then it signs in (so the refusals below are about the forgery)', async () => {
    const response = await new TestClient(t.app, freshIp()).post('/accounts/api/social/login/', {
      id_token: await sign(claims()),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each(forgeries)(
    'when the id_token has %s, then it answers 400, signs nobody in and creates nobody',
    async (_name, forge) => {
      const before = await t.database.db.$count(users);
      const client = new TestClient(t.app, freshIp());
      const response = await client.post('/accounts/api/social/login/', { id_token: await forge() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(FAILED);
      expect(client.cookies.has('sessionid')).toBe(false);
      expect(await t.database.db.$count(users)).toBe(before);
    },
  );

  it('when all 10 forgery classes are tried, then 0 of them is accepted', async () => {
    let accepted = 0;
    for (const [, forge] of forgeries) {
      const response = await new TestClient(t.app, freshIp()).post('/accounts/api/social/login/', {
        id_token: await forge(),
      });
      if (response.statusCode < 400) accepted += 1;
    }
    expect(forgeries).toHaveLength(10);
    expect(accepted).toBe(0);
  });
});
