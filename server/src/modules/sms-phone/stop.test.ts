import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { FAKE_ACCOUNT_SID, FAKE_AUTH_TOKEN } from '../../../test/fake-twilio';
import { confirmSmsPhone, createUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobAlerts, jobSeekerProfiles, smsInboundMessages } from '../../db/schema';
import { smsStopLink, smsStopPath } from '../../lib/sms/stop-link';
import { twilioSignature } from '../../lib/sms/twilio';

const TWILIO_ENV = {
  SMS_GATEWAY: 'twilio',
  TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN,
  TWILIO_FROM: '+15005550006',
};
const INBOUND = '/api/sms/twilio/inbound/';

let lastPhone = 0;
/** A seeker with a confirmed number, SMS receipts and two alerts by SMS. */
async function seekerWithSms(t: TestApp, phone = `+231886${String(++lastPhone).padStart(6, '0')}`) {
  const user = await createUser(t.database.db, { userType: 'job_seeker' });
  await confirmSmsPhone(t.database.db, user.id, phone, true);
  await t.database.db.insert(jobAlerts).values([
    { userId: user.id, name: 'Drivers', frequency: 'daily', sms: true },
    { userId: user.id, name: 'Nurses', frequency: 'weekly', sms: true, email: false },
  ]);
  return { id: user.id, phone };
}

/** Whether each seeker still gets any SMS (receipts or an alert by SMS). */
async function smsOn(t: TestApp, userIds: number[]): Promise<boolean[]> {
  const profiles = await t.database.db
    .select()
    .from(jobSeekerProfiles)
    .where(inArray(jobSeekerProfiles.userId, userIds));
  const alerts = await t.database.db.select().from(jobAlerts).where(inArray(jobAlerts.userId, userIds));
  return userIds.map(
    (id) => Boolean(profiles.find((p) => p.userId === id)?.smsReceipts) || alerts.some((a) => a.userId === id && a.sms),
  );
}

describe('the STOP link of an SMS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when the link is built, then it is short: the site, /s/, the id and a 16-character signature', async () => {
    expect(smsStopLink(t.config, 1234)).toMatch(/^http:\/\/localhost:8000\/s\/1234\.[A-Za-z0-9_-]{16}$/);
  });

  it('when a seeker opens the link, then a page asks first and nothing changes; its button turns every SMS off', async () => {
    const seeker = await seekerWithSms(t);
    const other = await seekerWithSms(t);
    const path = smsStopPath(t.config, seeker.id);
    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/text\/html/);
    expect(asked.body).toContain('Stop SMS from us?');
    expect(asked.body).toContain(`<form method="post" action="${path}">`);
    expect(await smsOn(t, [seeker.id])).toEqual([true]);

    // The page's own form: a form-encoded POST with no session and no CSRF token.
    const stopped = await new TestClient(t.app).postForm(path, {}, { csrfField: null });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.body).toContain('SMS stopped');
    expect(await smsOn(t, [seeker.id, other.id])).toEqual([false, true]);
    // The number stays: the seeker may turn SMS on again without a new code.
    const [profile] = await t.database.db
      .select()
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.userId, seeker.id));
    expect(profile).toMatchObject({ phoneNumber: seeker.phone, phoneConfirmedAt: expect.any(Date) });
    // A second click is fine.
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
  });

  it("when the signature is forged or another seeker's, then the link is refused and nothing changes", async () => {
    const seeker = await seekerWithSms(t);
    const victim = await seekerWithSms(t);
    const signature = smsStopPath(t.config, seeker.id).split('.')[1] as string;
    const forged = [
      `/s/${victim.id}.${signature}`,
      `/s/${victim.id}.${'A'.repeat(16)}`,
      `/s/${victim.id}`,
      `/s/${victim.id}.${signature}x`,
      `/s/0${victim.id}.${signature}`,
      `/s/99999999999.${signature}`,
    ];
    for (const url of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await t.app.inject({ method, url });
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.body).toContain('This STOP link is not valid.');
      }
    }
    expect(await smsOn(t, [victim.id])).toEqual([true]);
  });
});

describe("Twilio's incoming-message webhook", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: TWILIO_ENV });
  });
  afterAll(async () => t.close());

  // Twilio's own POST: form-encoded, no session, no CSRF token.
  const inbound = (params: Record<string, string>, signature?: string) =>
    new TestClient(t.app).postForm(INBOUND, params, {
      csrfField: null,
      headers: signature === undefined ? {} : { 'x-twilio-signature': signature },
    });
  const signed = (params: Record<string, string>) =>
    inbound(params, twilioSignature(FAKE_AUTH_TOKEN, `http://localhost:8000${INBOUND}`, params));
  let lastMessage = 0;
  /** A reply as Twilio posts it, each with its own message id. */
  const reply = (from: string, body: string) => ({
    MessageSid: `SM${String(++lastMessage).padStart(32, '0')}`,
    AccountSid: FAKE_ACCOUNT_SID,
    From: from,
    To: '+15005550006',
    Body: body,
    NumMedia: '0',
  });

  it('when a signed STOP reply comes, then SMS stop for every seeker with that number and the answer is empty TwiML', async () => {
    const shared = '+231555000111';
    const one = await seekerWithSms(t, shared);
    const two = await seekerWithSms(t, shared);
    const other = await seekerWithSms(t);
    const answer = await signed(reply(shared, '  Stop '));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/xml/);
    expect(answer.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await smsOn(t, [one.id, two.id, other.id])).toEqual([false, false, true]);
  });

  it.each(['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])(
    'when the reply is %s, then SMS stop too',
    async (word) => {
      const seeker = await seekerWithSms(t);
      expect((await signed(reply(seeker.phone, word))).statusCode).toBe(200);
      expect(await smsOn(t, [seeker.id])).toEqual([false]);
    },
  );

  it('when the reply is anything else, then it is answered and nothing changes', async () => {
    const seeker = await seekerWithSms(t);
    for (const body of ['Hello', 'STOP please', 'stopp', '']) {
      expect((await signed(reply(seeker.phone, body))).statusCode).toBe(200);
    }
    expect(await smsOn(t, [seeker.id])).toEqual([true]);
  });

  it('when the signature is missing, forged, or for other parameters, then it is refused (403) and nothing changes', async () => {
    const seeker = await seekerWithSms(t);
    const params = reply(seeker.phone, 'STOP');
    const forUrl = (url: string) => twilioSignature(FAKE_AUTH_TOKEN, url, params);
    const attempts = [
      inbound(params),
      inbound(params, ''),
      inbound(params, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA='),
      inbound(params, twilioSignature('another-token-0123456789', `http://localhost:8000${INBOUND}`, params)),
      inbound(params, forUrl('http://evil.example/api/sms/twilio/inbound/')),
      inbound(params, twilioSignature(FAKE_AUTH_TOKEN, `http://localhost:8000${INBOUND}`, reply(seeker.phone, 'Hi'))),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().detail).toBe('The request is not signed by the SMS gateway.');
    }
    expect(await smsOn(t, [seeker.id])).toEqual([true]);
  });

  it('when a signed STOP is replayed, then it is answered as the first but acted on once', async () => {
    const seeker = await seekerWithSms(t);
    const stop = reply(seeker.phone, 'STOP');
    const answers = await Promise.all([signed(stop), signed(stop)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await smsOn(t, [seeker.id])).toEqual([false]);
    const [row] = await t.database.db
      .select()
      .from(smsInboundMessages)
      .where(eq(smsInboundMessages.messageId, stop.MessageSid));
    expect(row).toBeDefined();

    // The seeker turns SMS on again; the old STOP, replayed, must not turn it off.
    await t.database.db
      .update(jobSeekerProfiles)
      .set({ smsReceipts: true })
      .where(eq(jobSeekerProfiles.userId, seeker.id));
    const replayed = await signed(stop);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await smsOn(t, [seeker.id])).toEqual([true]);
    // A new STOP from the same number is a new message.
    await signed(reply(seeker.phone, 'STOP'));
    expect(await smsOn(t, [seeker.id])).toEqual([false]);
  });

  it('when the message id is missing or not an id, then it is refused (400) and nothing changes', async () => {
    const seeker = await seekerWithSms(t);
    const { MessageSid: _, ...withoutId } = reply(seeker.phone, 'STOP');
    expect((await signed(withoutId)).statusCode).toBe(400);
    expect((await signed({ ...withoutId, MessageSid: 'SM 1; drop' })).statusCode).toBe(400);
    expect(await smsOn(t, [seeker.id])).toEqual([true]);
  });

  it('when a parameter is sent twice, then it is refused as malformed', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: INBOUND,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Body=STOP&Body=HI&From=%2B231555000111',
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('the webhook without Twilio configured', () => {
  it('when SMS go to the outbox, then the webhook address does not exist', async () => {
    const t = await createTestApp();
    const params = { MessageSid: `SM${'d'.repeat(32)}`, From: '+231770000001', Body: 'STOP' };
    const answer = await new TestClient(t.app).postForm(INBOUND, params, {
      csrfField: null,
      headers: { 'x-twilio-signature': twilioSignature(FAKE_AUTH_TOKEN, `http://localhost:8000${INBOUND}`, params) },
    });
    expect(answer.statusCode).toBe(404);
    await t.close();
  });
});
