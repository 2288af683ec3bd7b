import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createUser, signIn } from '../../../test/fixtures';
import { multipartBody } from '../../../test/sample-files';
import { lastCodeTo, outboxSms } from '../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobAlerts, jobSeekerProfiles, phoneConfirmations } from '../../db/schema';

const PATH = '/api/profile/sms-phone/';
const CONFIRM = `${PATH}confirm/`;

describe('a seeker confirms their phone number for SMS', () => {
  let t: TestApp;
  let lastPhone = 0;
  /** A different Liberian number each time, so the per-number limit of one test never touches another. */
  const freshPhone = () => {
    lastPhone += 1;
    return {
      written: `0770 ${String(lastPhone).padStart(3, '0')} 456`,
      e164: `+231770${String(lastPhone).padStart(3, '0')}456`,
    };
  };
  /** A signed-in seeker on an address of its own (or `ip`), so the per-address limit counts only its codes. */
  const newSeeker = async (ip = freshIp()) => {
    const user = await createUser(t.database.db, { userType: 'job_seeker' });
    const session = await signIn(t.app, t.database.db, user.id);
    const client = new TestClient(t.app, ip);
    for (const [name, value] of session.cookies) client.cookies.set(name, value);
    return { user, client };
  };
  const codeFor = (phone: string) => lastCodeTo(t.config.dataDir, phone) as string;
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when a seeker asks for a code and types it, then the number is on their profile and confirmed', async () => {
    const { user, client } = await newSeeker();
    const phone = freshPhone();
    const asked = await client.post(PATH, { phone: phone.written });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      phone_number: phone.e164,
      phone_confirmed: false,
      sms_receipts: false,
      pending_phone: phone.e164,
    });
    // The number is the profile's at once (employers may call it); SMS wait for its code.
    expect((await client.get('/accounts/api/auth/profile/')).json()).toMatchObject({
      phone_number: phone.e164,
      phone_confirmed: false,
    });
    expect(asked.json().detail).toContain('+231 770');
    const code = codeFor(phone.e164);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(outboxSms(t.config.dataDir).at(-1)?.text).toBe(
      `Liberia Jobs code: ${code}. It works for 10 minutes. Do not share it.`,
    );
    // Only a hash is kept.
    const [stored] = await t.database.db
      .select()
      .from(phoneConfirmations)
      .where(eq(phoneConfirmations.userId, user.id));
    expect(stored?.codeHash).not.toContain(code);

    const confirmed = await client.post(CONFIRM, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ phone_number: phone.e164, phone_confirmed: true, pending_phone: null });
    const profile = (await client.get('/accounts/api/auth/profile/')).json();
    expect(profile).toMatchObject({ phone_number: phone.e164, phone_confirmed: true, sms_receipts: false });
    expect(profile.user.profile).toMatchObject({ phone_number: phone.e164, phone_confirmed: true });
    // Asking again for the number already confirmed sends nothing.
    const again = await client.post(PATH, { phone: phone.written });
    expect(again.json().detail).toBe('This number is already confirmed on your account.');
    // The code is used up.
    expect((await client.post(CONFIRM, { code })).json().detail).toBe(
      'No code is waiting for your account. Ask for a new code.',
    );
  });

  it('when the number is not one we can text, then it is refused with a message saying why', async () => {
    const { client } = await newSeeker();
    const refused = await client.post(PATH, { phone: '0660 123 456' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/starts with 077, 088 or 055/);
    expect((await client.post(PATH, {})).statusCode).toBe(400);
    expect((await client.post(CONFIRM, { code: '12ab56' })).json().detail).toBe(
      'The code is the 6 digits in the SMS we sent.',
    );
  });

  it('when wrong codes are typed, then each answer says the tries left, and after 5 even the right code is refused', async () => {
    const { user, client } = await newSeeker();
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    const code = codeFor(phone.e164);
    const details: string[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post(CONFIRM, { code: wrongCode(code) });
      expect(wrong.statusCode).toBe(400);
      details.push(wrong.json().detail);
    }
    expect(details).toEqual([
      'That code is not right. You have 4 tries left.',
      'That code is not right. You have 3 tries left.',
      'That code is not right. You have 2 tries left.',
      'That code is not right. You have 1 try left.',
      'That code is not right, and that was the last try. Ask for a new code.',
    ]);
    const spent = await client.post(CONFIRM, { code });
    expect(spent.json()).toMatchObject({
      detail: 'Too many wrong tries: this code no longer works. Ask for a new code.',
      code: 'sms_code_spent',
    });
    const [profile] = await t.database.db.select().from(jobSeekerProfiles).where(eq(jobSeekerProfiles.userId, user.id));
    expect(profile?.phoneConfirmedAt ?? null).toBeNull();
  });

  it('when the fifth try is the right code, then it still confirms', async () => {
    const { client } = await newSeeker();
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    const code = codeFor(phone.e164);
    for (let i = 0; i < 4; i++) await client.post(CONFIRM, { code: wrongCode(code) });
    expect((await client.post(CONFIRM, { code })).json().phone_confirmed).toBe(true);
  });

  it('when ten wrong codes arrive at once, then only 5 are counted as tries and the rest are told to ask again', async () => {
    const { user, client } = await newSeeker();
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    const code = codeFor(phone.e164);
    await client.ensureCsrf();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post(CONFIRM, { code: wrongCode(code) })),
    );
    const details = answers.map((answer) => answer.json().detail as string);
    expect(details.filter((detail) => detail.startsWith('That code is not right')).length).toBe(5);
    expect(details.filter((detail) => detail.startsWith('Too many wrong tries')).length).toBe(5);
    const [row] = await t.database.db.select().from(phoneConfirmations).where(eq(phoneConfirmations.userId, user.id));
    expect(row?.tries).toBe(5);
  });

  it('when the code is older than 10 minutes, then it is refused as expired, even the right one', async () => {
    const { user, client } = await newSeeker();
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    const code = codeFor(phone.e164);
    await t.database.db
      .update(phoneConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneConfirmations.userId, user.id));
    const expired = await client.post(CONFIRM, { code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      detail: 'This code has expired (a code works for 10 minutes). Ask for a new code.',
      code: 'sms_code_expired',
    });
  });

  it('when a new code is asked for, then the earlier one stops working and the tries start again', async () => {
    const { client } = await newSeeker();
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    const first = codeFor(phone.e164);
    for (let i = 0; i < 3; i++) await client.post(CONFIRM, { code: wrongCode(first) });
    let second = first;
    while (second === first) {
      await client.post(PATH, { phone: phone.e164 });
      second = codeFor(phone.e164);
    }
    expect((await client.post(CONFIRM, { code: first })).json().detail).toBe(
      'That code is not right. You have 4 tries left.',
    );
    expect((await client.post(CONFIRM, { code: second })).json().phone_confirmed).toBe(true);
  });

  it('when a seeker asks for a 4th code within 15 minutes, then it is refused and no SMS goes', async () => {
    const { client } = await newSeeker();
    for (let i = 0; i < 3; i++) expect((await client.post(PATH, { phone: freshPhone().e164 })).statusCode).toBe(200);
    const sent = outboxSms(t.config.dataDir).length;
    const refused = await client.post(PATH, { phone: freshPhone().e164 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Too many attempts/);
    expect(outboxSms(t.config.dataDir).length).toBe(sent);
  });

  it("when several accounts ask for codes to one stranger's number, then the 4th is refused", async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++)
      expect((await (await newSeeker()).client.post(PATH, { phone: phone.e164 })).statusCode).toBe(200);
    expect((await (await newSeeker()).client.post(PATH, { phone: phone.written })).statusCode).toBe(429);
  });

  it('when 20 codes came from one address in 15 minutes, then the 21st is refused (shared mobile addresses get 20)', async () => {
    const ip = freshIp();
    for (let seeker = 0; seeker < 10; seeker++) {
      const { client } = await newSeeker(ip);
      for (let i = 0; i < 2; i++) expect((await client.post(PATH, { phone: freshPhone().e164 })).statusCode).toBe(200);
    }
    expect((await (await newSeeker(ip)).client.post(PATH, { phone: freshPhone().e164 })).statusCode).toBe(429);
    expect((await (await newSeeker()).client.post(PATH, { phone: freshPhone().e164 })).statusCode).toBe(200);
  });

  it('when SMS receipts are turned on without a confirmed number, then it is refused; with one, they are on', async () => {
    const { client } = await newSeeker();
    const refused = await client.patch(PATH, { sms_receipts: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Confirm your phone number before turning SMS on.');
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    await client.post(CONFIRM, { code: codeFor(phone.e164) });
    const on = await client.patch(PATH, { sms_receipts: true });
    expect(on.json()).toMatchObject({ phone_number: phone.e164, phone_confirmed: true, sms_receipts: true });
    expect((await client.get('/accounts/api/auth/profile/')).json().sms_receipts).toBe(true);
    expect((await client.patch(PATH, { sms_receipts: 'yes' })).statusCode).toBe(400);
  });

  /** A seeker whose number is confirmed, with SMS receipts and an alert by SMS on. */
  const confirmedSeeker = async () => {
    const seeker = await newSeeker();
    const phone = freshPhone();
    await seeker.client.post(PATH, { phone: phone.e164 });
    await seeker.client.post(CONFIRM, { code: codeFor(phone.e164) });
    await seeker.client.patch(PATH, { sms_receipts: true });
    await t.database.db
      .insert(jobAlerts)
      .values({ userId: seeker.user.id, name: 'Drivers', frequency: 'daily', sms: true });
    return { ...seeker, phone };
  };
  const saveProfile = (client: TestClient, fields: Record<string, string>) => {
    const { payload, headers } = multipartBody(fields);
    return client.put('/accounts/api/auth/profile/', undefined, { payload, headers });
  };
  const smsAlerts = async (userId: number) =>
    (await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId))).map((alert) => alert.sms);

  it('when a seeker confirms a number, then SMS of status changes are on; they can turn them off and on, never without a confirmed number', async () => {
    const { client } = await newSeeker();
    expect((await client.patch(PATH, { sms_status_news: true })).statusCode).toBe(400);
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    const confirmed = await client.post(CONFIRM, { code: codeFor(phone.e164) });
    expect(confirmed.json()).toMatchObject({ phone_confirmed: true, sms_receipts: false, sms_status_news: true });
    const off = await client.patch(PATH, { sms_status_news: false });
    expect(off.json()).toMatchObject({
      sms_status_news: false,
      detail: "SMS about your applications' status are off.",
    });
    const on = await client.patch(PATH, { sms_status_news: true });
    expect(on.json()).toMatchObject({ sms_status_news: true, sms_receipts: false });
    expect((await client.get('/accounts/api/auth/profile/')).json()).toMatchObject({ sms_status_news: true });
    expect((await client.patch(PATH, {})).statusCode).toBe(400);
  });

  it('when the profile is saved with the same number written another way, then it stays confirmed and SMS stay on', async () => {
    const { user, client, phone } = await confirmedSeeker();
    const saved = await saveProfile(client, { phone_number: phone.written, city: 'Ganta' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ phone_number: phone.e164, phone_confirmed: true, sms_receipts: true });
    expect(await smsAlerts(user.id)).toEqual([true]);
  });

  it('when the profile is saved with another number, then the confirmation is dropped, SMS are off, and the new number needs its own code', async () => {
    const { user, client } = await confirmedSeeker();
    const next = freshPhone();
    const saved = await saveProfile(client, { phone_number: next.written });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({
      phone_number: next.e164,
      phone_confirmed: false,
      sms_receipts: false,
    });
    expect(await smsAlerts(user.id)).toEqual([false]);
    // Nothing goes by SMS until the new number is confirmed and SMS are chosen again.
    expect((await client.patch(PATH, { sms_receipts: true })).statusCode).toBe(400);
    await client.post(PATH, { phone: next.e164 });
    const confirmed = await client.post(CONFIRM, { code: codeFor(next.e164) });
    expect(confirmed.json()).toMatchObject({ phone_number: next.e164, phone_confirmed: true, sms_receipts: false });
  });

  it('when the profile is saved without a number, then the number is gone and SMS are off', async () => {
    const { user, client } = await confirmedSeeker();
    const saved = await saveProfile(client, { phone_number: '' });
    expect(saved.json().profile).toMatchObject({ phone_number: '', phone_confirmed: false, sms_receipts: false });
    expect(await smsAlerts(user.id)).toEqual([false]);
  });

  it('when the profile is saved with a number we cannot call, then it is refused with why and nothing changes', async () => {
    const { user, client, phone } = await confirmedSeeker();
    const refused = await saveProfile(client, { phone_number: '0660 123 456', city: 'Harper' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().phone_number).toEqual([
      'A Liberian mobile number starts with 077, 088 or 055 and has 10 digits, e.g. 0770 123 456 or +231 770 123 456.',
    ]);
    const profile = (await client.get('/accounts/api/auth/profile/')).json();
    expect(profile).toMatchObject({ phone_number: phone.e164, phone_confirmed: true, city: '' });
    expect(await smsAlerts(user.id)).toEqual([true]);
  });

  it('when a code is asked for another number, then it replaces the confirmed one; when the number changes again, that code confirms nothing', async () => {
    const { user, client, phone } = await confirmedSeeker();
    const next = freshPhone();
    const asked = await client.post(PATH, { phone: next.written });
    expect(asked.json()).toMatchObject({ phone_number: next.e164, phone_confirmed: false, sms_receipts: false });
    expect(await smsAlerts(user.id)).toEqual([false]);
    // A code for a number the profile no longer holds confirms nothing.
    const nextCode = codeFor(next.e164);
    await saveProfile(client, { phone_number: phone.written });
    const refused = await client.post(CONFIRM, { code: nextCode });
    expect(refused.json().code).toBe('sms_code_none');
    expect((await client.get('/accounts/api/auth/profile/')).json()).toMatchObject({
      phone_number: phone.e164,
      phone_confirmed: false,
    });
  });

  it('when a guest, a company or staff calls these, then they are refused and no SMS goes', async () => {
    const sent = outboxSms(t.config.dataDir).length;
    const guest = new TestClient(t.app, freshIp());
    expect((await guest.post(PATH, { phone: freshPhone().e164 })).statusCode).toBe(401);
    for (const userType of ['company', 'staff'] as const) {
      const other = await signIn(t.app, t.database.db, (await createUser(t.database.db, { userType })).id);
      expect((await other.post(PATH, { phone: freshPhone().e164 })).statusCode).toBe(403);
      expect((await other.post(CONFIRM, { code: '123456' })).statusCode).toBe(403);
      expect((await other.patch(PATH, { sms_receipts: true })).statusCode).toBe(403);
    }
    expect(outboxSms(t.config.dataDir).length).toBe(sent);
  });
});
