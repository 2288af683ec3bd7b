import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { USSD_PATH, USSD_SECRET, UssdSession, ussdForm } from '../../../test/ussd-gateway';
import { applications, users, ussdSessions } from '../../db/schema';

const postForm = (t: TestApp, payload: string, url = USSD_PATH, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

describe('the USSD callback refuses what a gateway would not send', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { USSD_CALLBACK_SECRET: USSD_SECRET } });
    const company = await createCompany(t.database.db);
    await createJob(t.database.db, company.id, { title: 'Cook', location: 'Kakata' });
  });
  afterAll(async () => t.close());

  /** How many rows the callback could have made: sessions, accounts, applications. */
  const made = async () => {
    const [sessions] = await t.database.db.select({ n: count() }).from(ussdSessions);
    const [accounts] = await t.database.db.select({ n: count() }).from(users);
    const [applied] = await t.database.db.select({ n: count() }).from(applications);
    return [sessions?.n, accounts?.n, applied?.n];
  };

  it('when the address holds another secret, then it is not found, whatever the body', async () => {
    for (const url of ['/api/ussd/not-the-secret-0123456/', '/api/ussd/x/', `/api/ussd/${USSD_SECRET}x/`]) {
      const response = await postForm(t, ussdForm({ sessionId: 's1', phoneNumber: '+231770000001', text: '' }), url);
      expect(response.statusCode).toBe(404);
      expect((await postForm(t, 'garbage=%ZZ', url)).statusCode).toBe(404);
    }
  });

  it('when the text is 10,000 characters, then the answer is END with a short message and nothing is made', async () => {
    const before = await made();
    const text = '1*'.repeat(5_000);
    const response = await postForm(t, ussdForm({ sessionId: 'long-1', phoneNumber: '+231770000002', text }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('END That is too long. Please dial again.');
    expect(await made()).toEqual(before);
  });

  it('when the phone number is missing, then 400; when it is not a number, then END; nothing is made', async () => {
    const before = await made();
    const missing = await postForm(t, new URLSearchParams({ sessionId: 'p-1', text: '' }).toString());
    expect(missing.statusCode).toBe(400);
    for (const phoneNumber of ['', 'hello', '+2317', '+231 99 000 0000', '0'.repeat(39)]) {
      const response = await postForm(t, ussdForm({ sessionId: 'p-2', phoneNumber, text: '' }));
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('END We could not read your phone number.');
    }
    expect(await made()).toEqual(before);
  });

  it('when the session id or a field is malformed or sent twice, then 400', async () => {
    for (const payload of [
      ussdForm({ sessionId: '', phoneNumber: '+231770000003', text: '' }),
      ussdForm({ sessionId: 'a b', phoneNumber: '+231770000003', text: '' }),
      ussdForm({ sessionId: 'x'.repeat(101), phoneNumber: '+231770000003', text: '' }),
      `${ussdForm({ sessionId: 'twice', phoneNumber: '+231770000003', text: '' })}&text=1`,
      `${ussdForm({ sessionId: 'nul', phoneNumber: '+231770000003' })}&text=1%00`,
    ]) {
      const response = await postForm(t, payload);
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('when another number sends a session id in use, then it ends at once and the session is untouched', async () => {
    const owner = new UssdSession(t.app, '+231770000004', 'shared-1');
    await owner.dial();
    const screen = await owner.press('1');
    const intruder = new UssdSession(t.app, '+231880000004', 'shared-1');
    expect(await intruder.post('1*1')).toBe('END This session is not yours. Please dial again.');
    expect(await owner.post()).toBe(screen);
    expect(await owner.press('1')).toMatch(/^CON What kind of work\?/);
  });

  it('when characters a phone cannot type or choices out of range come, then the screen repeats saying so', async () => {
    const session = new UssdSession(t.app, '+231770000005');
    const menu = await session.dial();
    for (const answer of ['😀', '<script>', "1' or 1=1", '-1', '1.5', '00', '10', '4']) {
      expect(await session.press(answer)).toBe(menu.replace(/^CON /, 'CON Wrong choice. Try again.\n'));
    }
    await session.press('1');
    expect(await session.press('17')).toMatch(/^CON Wrong choice\. Try again\.\nJobs in which county\?/);
  });

  it('when a name is not letters, then it is asked again and no account is made', async () => {
    const before = await made();
    const session = new UssdSession(t.app, '+231770000006');
    await session.dial();
    await session.press('1');
    await session.press('1');
    await session.press('1');
    await session.press('cook');
    await session.press('1');
    await session.press('1');
    for (const name of ['1234', 'x', '<b>Musu</b>', 'a'.repeat(61)]) {
      expect(await session.press(name)).toBe('CON Type your name in letters.\nTo apply, type your full name:\n0 Back');
    }
    const [, accounts] = await made();
    expect(accounts).toBe(before[1]);
  });

  it('when a text does not follow the session, then it ends and the session is unchanged', async () => {
    const session = new UssdSession(t.app, '+231770000007', 'jump-1');
    await session.dial();
    await session.press('1');
    expect(await session.post('2*2*2')).toBe('END Something went wrong. Please dial again.');
    const [row] = await t.database.db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, 'jump-1'));
    expect(row?.answered).toBe('1');
  });
});

describe('the USSD callback after a last screen', () => {
  it('when a session that ended gets more answers, then it stays ended and nothing happens', async () => {
    const t = await createTestApp({ env: { USSD_CALLBACK_SECRET: USSD_SECRET } });
    try {
      const company = await createCompany(t.database.db);
      await createJob(t.database.db, company.id, { title: 'Baker', location: 'Kakata' });
      const session = new UssdSession(t.app, '+231770000010');
      await session.dial();
      for (const answer of ['1', '1', '1', 'baker', '1']) await session.press(answer);
      expect(await session.press('2')).toBe('END We are sending you this job by SMS.');
      expect(await session.press('2')).toBe('END This session has ended. Please dial again.');
      expect(await session.post(session.answers.slice(0, -1).join('*'))).toBe(
        'END We are sending you this job by SMS.',
      );
    } finally {
      await t.close();
    }
  });
});

describe('the USSD callback while off', () => {
  it('when USSD_CALLBACK_SECRET is unset, then every address under /api/ussd/ is not found', async () => {
    const t = await createTestApp();
    try {
      const form = ussdForm({ sessionId: 'off-1', phoneNumber: '+231770000008', text: '' });
      for (const url of [USSD_PATH, '/api/ussd/undefined/', '/api/ussd/%20/']) {
        expect((await postForm(t, form, url)).statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it('when USSD_ALLOWED_IPS is set, then only those addresses reach the menu', async () => {
    const t = await createTestApp({
      env: { USSD_CALLBACK_SECRET: USSD_SECRET, USSD_ALLOWED_IPS: '10.0.0.5, 10.0.0.6' },
    });
    try {
      const form = ussdForm({ sessionId: 'ip-1', phoneNumber: '+231770000009', text: '' });
      expect((await postForm(t, form, USSD_PATH, '10.0.0.7')).statusCode).toBe(404);
      const allowed = await postForm(t, form, USSD_PATH, '10.0.0.6');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toMatch(/^CON /);
    } finally {
      await t.close();
    }
  });
});
