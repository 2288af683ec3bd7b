import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/accounts';
import { TestClient } from '../../../test/client';
import { createCompany, createUser, signIn } from '../../../test/fixtures';
import { multipartBody } from '../../../test/sample-files';
import { lastCodeTo, outboxSms } from '../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { stopOnce } from './sms-phone.repository';

const PATH = '/api/company/sms-phone/';
const CONFIRM = `${PATH}confirm/`;

/**
 * A company confirms its contact phone with the seekers' code and its rules (docs/decisions/0093-sms-news.md):
 * the same 6 digits, 10 minutes, 5 tries, 3 codes per number.
 */
describe('a company confirms its phone number for SMS', () => {
  let t: TestApp;
  let lastPhone = 0;
  const freshPhone = () => {
    lastPhone += 1;
    const digits = String(lastPhone).padStart(3, '0');
    return { written: `0886 ${digits} 321`, e164: `+231886${digits}321`, shown: `+231 886 ${digits} 321` };
  };
  const newCompany = async (contactPhone = '') => {
    const company = await createCompany(t.database.db, { name: 'Ganta Traders', contactPhone });
    const session = await signIn(t.app, t.database.db, company.userId);
    const client = new TestClient(t.app, freshIp());
    for (const [name, value] of session.cookies) client.cookies.set(name, value);
    return { company, client };
  };
  const ownProfile = async (client: TestClient) => (await client.get('/companies/profile/api/')).json();
  const saveProfile = (client: TestClient, fields: Record<string, string>) => {
    const { payload, headers } = multipartBody({ name: 'Ganta Traders', ...fields });
    return client.post('/companies/profile/api/', undefined, { payload, headers });
  };
  const codeFor = (phone: string) => lastCodeTo(t.config.dataDir, phone) as string;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('when a company asks for a code and types it, then its contact phone is that number, confirmed', async () => {
    const { client } = await newCompany('(0)22 123 456');
    const phone = freshPhone();
    const asked = await client.post(PATH, { phone: phone.written });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      phone_number: phone.e164,
      phone_confirmed: false,
      pending_phone: phone.e164,
      detail: `We sent a 6-digit code to ${phone.shown}. Type it here within 10 minutes.`,
    });
    expect(outboxSms(t.config.dataDir).at(-1)?.text).toMatch(/^Liberia Jobs code: \d{6}\. It works for 10 minutes/);
    expect(await ownProfile(client)).toMatchObject({ contact_phone: phone.e164, contact_phone_confirmed: false });
    const confirmed = await client.post(CONFIRM, { code: codeFor(phone.e164) });
    expect(confirmed.json()).toMatchObject({ phone_number: phone.e164, phone_confirmed: true, pending_phone: null });
    expect(await ownProfile(client)).toMatchObject({ contact_phone: phone.e164, contact_phone_confirmed: true });
    expect((await client.post(PATH, { phone: phone.e164 })).json().detail).toBe(
      'This number is already confirmed on your account.',
    );
  });

  it("when wrong codes are typed, then the seekers' rule holds: after 5 tries even the right code is refused", async () => {
    const { client } = await newCompany();
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    const code = codeFor(phone.e164);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let n = 0; n < 5; n += 1)
      expect((await client.post(CONFIRM, { code: wrong })).json().code).toBe('sms_code_wrong');
    const late = await client.post(CONFIRM, { code });
    expect(late.json()).toMatchObject({ code: 'sms_code_spent' });
    expect(await ownProfile(client)).toMatchObject({ contact_phone_confirmed: false });
  });

  it('when a 4th code is asked for one number within 15 minutes, even by other companies, then it is refused', async () => {
    const phone = freshPhone();
    for (let n = 0; n < 3; n += 1)
      expect((await (await newCompany()).client.post(PATH, { phone: phone.e164 })).statusCode).toBe(200);
    const fourth = await (await newCompany()).client.post(PATH, { phone: phone.e164 });
    expect(fourth.statusCode).toBe(429);
  });

  it('when the profile is saved with the number written another way, then it stays confirmed; another number ends it', async () => {
    const { client } = await newCompany();
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    await client.post(CONFIRM, { code: codeFor(phone.e164) });
    expect((await saveProfile(client, { contact_phone: phone.shown })).statusCode).toBe(200);
    expect(await ownProfile(client)).toMatchObject({ contact_phone: phone.e164, contact_phone_confirmed: true });
    // Other fields leave it alone.
    await saveProfile(client, { location: 'Ganta' });
    expect(await ownProfile(client)).toMatchObject({ contact_phone_confirmed: true });
    expect((await saveProfile(client, { contact_phone: '0777 000 999' })).statusCode).toBe(200);
    expect(await ownProfile(client)).toMatchObject({ contact_phone: '0777 000 999', contact_phone_confirmed: false });
  });

  it('when the number changes after the code was sent, then that code confirms nothing', async () => {
    const { client } = await newCompany();
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    await saveProfile(client, { contact_phone: '0777 000 998' });
    const typed = await client.post(CONFIRM, { code: codeFor(phone.e164) });
    expect(typed.json()).toMatchObject({ code: 'sms_code_replaced' });
    expect(await ownProfile(client)).toMatchObject({ contact_phone_confirmed: false });
  });

  it('when a STOP reply comes from the number, then the company is no longer confirmed', async () => {
    const { client } = await newCompany();
    const phone = freshPhone();
    await client.post(PATH, { phone: phone.e164 });
    await client.post(CONFIRM, { code: codeFor(phone.e164) });
    await stopOnce(t.database.db, `SM${'d'.repeat(32)}`, phone.e164);
    expect(await ownProfile(client)).toMatchObject({ contact_phone: phone.e164, contact_phone_confirmed: false });
  });

  it('when a guest or a job seeker calls these, then they are refused and no SMS goes', async () => {
    const sent = outboxSms(t.config.dataDir).length;
    const guest = new TestClient(t.app, freshIp());
    expect((await guest.post(PATH, { phone: '0886 999 321' })).statusCode).toBe(401);
    const seeker = await signIn(t.app, t.database.db, (await createUser(t.database.db, { userType: 'job_seeker' })).id);
    expect((await seeker.post(PATH, { phone: '0886 999 321' })).statusCode).toBe(403);
    expect((await seeker.post(CONFIRM, { code: '123456' })).statusCode).toBe(403);
    expect(outboxSms(t.config.dataDir).length).toBe(sent);
  });
});
