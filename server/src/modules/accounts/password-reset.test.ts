import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, freshIp, registerThroughApi, STRONG_PASSWORD } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { decodeQuotedPrintable, type Received, startSmtp, waitFor } from '../../../test/smtp';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findCredentialsById } from './accounts.repository';
import { encodeUid, makeResetToken } from './password-reset';

const REQUEST_ANSWER = { detail: 'If the email exists, a reset link has been sent.' };
const INVALID_LINK = { detail: 'This reset link is invalid or has expired.' };

describe('password reset', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const requestReset = (email: string, client = new TestClient(t.app, freshIp())) =>
    client.post('/accounts/api/password-reset/request/', { email });

  const confirm = (body: { uid: string; token: string; new_password: string }) =>
    new TestClient(t.app, freshIp()).post('/accounts/api/password-reset/confirm/', body);

  /** Asks for a reset and reads uid and token from the link in the mail that arrives. */
  async function resetLinkFor(email: string): Promise<{ uid: string; token: string; mail: Received }> {
    const before = smtp.inbox.length;
    expect((await requestReset(email)).json()).toEqual(REQUEST_ANSWER);
    const mail = await waitFor(() => smtp.inbox.slice(before).find((m) => m.to.includes(email)));
    const body = decodeQuotedPrintable(mail.message);
    const link = /(http:\/\/localhost:\d+\/reset-password\/confirm\?\S+)/.exec(body)?.[1];
    const url = new URL(link as string);
    return { uid: url.searchParams.get('uid') as string, token: url.searchParams.get('token') as string, mail };
  }

  it('when the e-mail is unknown, then the answer is exactly the one a known e-mail gets, and no mail leaves', async () => {
    const { email } = await registerThroughApi(t.app);
    const unknownEmail = freshEmail('nobody');
    const unknown = await requestReset(unknownEmail);
    const known = await requestReset(email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual(REQUEST_ANSWER);
    await waitFor(() => smtp.inbox.find((m) => m.to.includes(email)));
    expect(smtp.inbox.some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it('when the link from the mail is used, then the password changes, and the same link fails the second time', async () => {
    const { email } = await registerThroughApi(t.app);
    const { uid, token, mail } = await resetLinkFor(email);
    expect(mail.message).toContain('Subject: Reset your Liberia Jobs password');

    const first = await confirm({ uid, token, new_password: 'cassava-leaf-sunrise-7' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ detail: 'Your password has been reset. You can now log in.' });

    const second = await confirm({ uid, token, new_password: 'another-fresh-phrase-8' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(INVALID_LINK);

    const client = new TestClient(t.app, freshIp());
    expect((await client.post('/accounts/api/login/', { email, password: STRONG_PASSWORD })).statusCode).toBe(400);
    const login = await client.post('/accounts/api/login/', { email, password: 'cassava-leaf-sunrise-7' });
    expect(login.statusCode).toBe(200);
  });

  it('when the password is reset, then every other session and the token of the user stop working', async () => {
    const { client, email, response } = await registerThroughApi(t.app);
    const api = new TestClient(t.app, freshIp());
    api.token = response.json().token;
    const { uid, token } = await resetLinkFor(email);
    expect((await confirm({ uid, token, new_password: 'river-cess-mangrove-9' })).statusCode).toBe(200);
    expect((await client.get('/accounts/api/auth/user-info/')).json()).toEqual({ authenticated: false, user: null });
    expect((await api.get('/accounts/api/auth/user-info/')).statusCode).toBe(401);
  });

  it('when the new password is weak, then it answers field errors on new_password and the link still works', async () => {
    const { email } = await registerThroughApi(t.app);
    const { uid, token } = await resetLinkFor(email);
    const weak = await confirm({ uid, token, new_password: '1234567890' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password).toEqual(
      expect.arrayContaining([
        'This password is too common: choose one that is harder to guess.',
        'This password is only numbers: add letters or symbols.',
      ]),
    );
    expect((await confirm({ uid, token, new_password: 'nimba-mountain-breeze-3' })).statusCode).toBe(200);
  });

  it('when the token is older than 24 hours, tampered with, or for another user, then it is refused', async () => {
    const { email, response } = await registerThroughApi(t.app);
    const { email: otherEmail, response: other } = await registerThroughApi(t.app);
    const user = await findCredentialsById(t.database.db, response.json().user.id);
    if (!user) throw new Error('user missing');
    const uid = encodeUid(user.id);
    const dayAndAMinuteAgo = Math.floor(Date.now() / 1000) - 24 * 60 * 60 - 60;
    const expired = makeResetToken(t.config.secretKey, user, dayAndAMinuteAgo);
    const { token } = await resetLinkFor(email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    const otherUid = encodeUid(other.json().user.id);
    expect(otherEmail).not.toBe(email);

    for (const attempt of [
      { uid, token: expired },
      { uid, token: tampered },
      { uid: otherUid, token },
      { uid: 'not-a-uid', token },
    ]) {
      const answer = await confirm({ ...attempt, new_password: 'grand-gedeh-forest-5' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(INVALID_LINK);
    }
    // None of the refusals used the real link up.
    expect((await confirm({ uid, token, new_password: 'grand-gedeh-forest-5' })).statusCode).toBe(200);
  });

  it('when one address asks four times in an hour, then all four get the same answer but only three mails leave', async () => {
    const { email } = await registerThroughApi(t.app);
    for (let i = 0; i < 3; i++) await resetLinkFor(email);
    expect((await requestReset(email)).json()).toEqual(REQUEST_ANSWER);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.inbox.filter((m) => m.to.includes(email))).toHaveLength(3);
  });

  it('when the CSRF header is missing, then the request is refused with 403 and no mail leaves', async () => {
    const { email } = await registerThroughApi(t.app);
    const client = new TestClient(t.app, freshIp());
    await client.ensureCsrf();
    const response = await client.post('/accounts/api/password-reset/request/', { email }, { noCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/^CSRF Failed/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.inbox.some((m) => m.to.includes(email))).toBe(false);
  });

  it('when one IP asks 20 times in an hour, then the 21st answers 429', async () => {
    const client = new TestClient(t.app, freshIp());
    for (let i = 0; i < 20; i++) expect((await requestReset(freshEmail('ip'), client)).statusCode).toBe(200);
    expect((await requestReset(freshEmail('ip'), client)).statusCode).toBe(429);
  });
});
