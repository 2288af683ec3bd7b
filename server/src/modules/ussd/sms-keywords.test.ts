import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { FAKE_ACCOUNT_SID, FAKE_AUTH_TOKEN, FAKE_TWILIO_ENV } from '../../../test/fake-twilio';
import { createCompany, createJob } from '../../../test/fixtures';
import { outboxSms } from '../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applications, jobSeekerProfiles } from '../../db/schema';
import { smsSegments } from '../../lib/sms/segments';
import { twilioSignature } from '../../lib/sms/twilio';
import { HELP_TEXT, LIMIT_TEXT, SMS_REPLIES_PER_DAY } from './sms-keywords';

const INBOUND = '/api/sms/twilio/inbound/';
let lastMessage = 0;
let lastNumber = 0;
const newPhone = () => `+231880${String(++lastNumber).padStart(6, '0')}`;

describe('SMS keywords through the SMS gateway webhook', () => {
  let t: TestApp;
  let truckId: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: FAKE_TWILIO_ENV,
    });
    const company = await createCompany(t.database.db, { name: 'Freeport Logistics' });
    for (const [index, title] of ['Truck Driver', 'Bus Driver', 'Taxi Driver', 'Driver Assistant'].entries()) {
      const job = await createJob(t.database.db, company.id, {
        title,
        location: 'Monrovia, Montserrado',
        createdAt: new Date(Date.now() - index * 60_000),
      });
      if (index === 0) truckId = job.id;
    }
    await createJob(t.database.db, company.id, { title: 'Driver', location: 'Ganta' });
  });
  afterAll(async () => t.close());

  /** A message as Twilio posts it, signed; answers the SMS replies the number got for it. */
  async function text(from: string, body: string, messageId = `SM${String(++lastMessage).padStart(32, '0')}`) {
    const before = outboxSms(t.config.dataDir).filter((sms) => sms.to === from).length;
    const params = { MessageSid: messageId, AccountSid: FAKE_ACCOUNT_SID, From: from, To: '+15005550006', Body: body };
    const signature = twilioSignature(FAKE_AUTH_TOKEN, `http://localhost:8000${INBOUND}`, params);
    const answer = await new TestClient(t.app).postForm(INBOUND, params, {
      csrfField: null,
      headers: { 'x-twilio-signature': signature },
    });
    expect(answer.statusCode).toBe(200);
    // The replies go through the SMS queue: give it a moment, then read what arrived.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return outboxSms(t.config.dataDir)
      .filter((sms) => sms.to === from)
      .slice(before)
      .map((sms) => sms.text);
  }

  it('when a number sends JOBS, MORE, APPLY, NAME and STATUS, then it finds, applies once named, and reads its application', async () => {
    const phone = newPhone();
    const [jobs] = await text(phone, 'JOBS driver monrovia');
    expect(jobs).toMatch(new RegExp(`^J${truckId} Truck Driver, Freeport Logistics, Monrovia\\nJ\\d+ Bus Driver`));
    expect(jobs).toContain('Reply APPLY and a code to apply, MORE for more.');
    expect(smsSegments(jobs ?? '')).toBeLessThanOrEqual(2);
    expect((await text(phone, 'more'))[0]).toMatch(/^J\d+ Driver Assistant/);
    expect(await text(phone, `APPLY J${truckId}`)).toEqual([
      `To apply for J${truckId}, reply NAME and your full name, e.g. NAME Musu Kollie.`,
    ]);
    const named = await text(phone, 'NAME Musu Kollie');
    expect(named).toEqual(['Applied: Truck Driver at Freeport Logistics. The company may call you.']);
    // The reply is the receipt: no second paid message follows it (the USSD menu's receipt is an SMS).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      outboxSms(t.config.dataDir)
        .filter((sms) => sms.to === phone)
        .at(-1)?.text,
    ).toBe(named[0]);
    const [profile] = await t.database.db
      .select()
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.phoneNumber, phone));
    const rows = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.userId, profile?.userId as number));
    expect(rows.map((row) => [row.jobId, row.byPhone])).toEqual([[truckId, true]]);
    expect(await text(phone, `APPLY ${truckId}`)).toEqual(['You have already applied to this job.']);
    expect((await text(phone, 'STATUS'))[0]).toBe('Your applications:\nTruck Driver: pending');
  });

  it('when the county is named, then only its jobs come; HELP explains in one message', async () => {
    const phone = newPhone();
    expect((await text(phone, 'JOBS driver Nimba'))[0]).toMatch(/^J\d+ Driver, Freeport Logistics, Ganta\nReply APPLY/);
    const [help] = await text(phone, 'help');
    expect(help).toBe(HELP_TEXT);
    expect(smsSegments(help ?? '')).toBeLessThanOrEqual(2);
  });

  it("when a number sends 1,000 keywords, then it gets the day's replies and one message saying so, nothing more", async () => {
    const phone = newPhone();
    const got: string[] = [];
    for (let index = 0; index < 40; index += 1) got.push(...(await text(phone, index % 2 ? 'JOBS driver' : 'STATUS')));
    const rest = await Promise.all(Array.from({ length: 960 }, (_, index) => text(phone, `HELP ${index}`)));
    const all = outboxSms(t.config.dataDir).filter((sms) => sms.to === phone);
    expect(all).toHaveLength(SMS_REPLIES_PER_DAY + 1);
    expect(all.at(-1)?.text).toBe(LIMIT_TEXT);
    expect(got.length + rest.flat().length).toBeLessThanOrEqual(SMS_REPLIES_PER_DAY + 1);
  }, 120_000);

  it('when an unknown word comes, then HELP answers it once a day; a replayed message is read once', async () => {
    const phone = newPhone();
    expect(await text(phone, 'Hello')).toEqual([HELP_TEXT]);
    expect(await text(phone, 'Good morning')).toEqual([]);
    const replayed = `SM${'9'.repeat(32)}`;
    expect(await text(phone, 'STATUS', replayed)).toHaveLength(1);
    expect(await text(phone, 'STATUS', replayed)).toEqual([]);
  });
});
