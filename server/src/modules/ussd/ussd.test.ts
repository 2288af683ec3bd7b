import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmSmsPhone,
  createApplicant,
  createCompany,
  createIndustry,
  createJob,
  signIn,
} from '../../../test/fixtures';
import { lastCodeTo, outboxSms } from '../../../test/sms-outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { USSD_SECRET, UssdSession } from '../../../test/ussd-gateway';
import { waitFor } from '../../../test/wait-for';
import { applications, jobAlerts, jobSeekerProfiles, users } from '../../db/schema';
import { smsSegments } from '../../lib/sms/segments';
import { MAX_DIALLED_ANSWERS } from './ussd.service';

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

let lastNumber = 0;
const newPhone = () => `+231770${String(++lastNumber).padStart(6, '0')}`;

describe('the USSD menu, driven as the gateway does', () => {
  let t: TestApp;
  let industryName: string;
  let companyUserId: number;
  let jobIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ env: { USSD_CALLBACK_SECRET: USSD_SECRET } });
    const db = t.database.db;
    const industry = await createIndustry(db, { name: 'Transport and Logistics' });
    industryName = industry.name;
    const company = await createCompany(db, { name: 'Freeport Logistics Company of Liberia', industryId: industry.id });
    companyUserId = company.userId;
    jobIds = [];
    // Four jobs in Montserrado: a screen of three and a second screen of one.
    for (const [index, title] of ['Truck Driver', 'Forklift Operator', 'Dispatcher', 'Mechanic'].entries()) {
      const job = await createJob(db, company.id, {
        title,
        location: 'Monrovia, Montserrado',
        salaryMin: 350 + index,
        salaryMax: 600,
        payPeriod: 'monthly',
        deadline: '2099-03-12',
        createdAt: new Date(Date.now() - index * 60_000),
      });
      jobIds.push(job.id);
    }
    // A long title with characters a basic phone cannot show.
    await createJob(db, company.id, {
      title: 'Senior “Heavy-Duty” Truck Driver — Long-Haul Routes Between Monrovia, Buchanan and Ganta 🚚',
      location: 'Buchanan',
    });
  });
  afterAll(async () => t.close());

  /** Find jobs -> Montserrado -> the industry: the first screen of jobs. */
  async function toJobList(session: UssdSession) {
    await session.dial();
    await session.press('1');
    await session.choose('Montserrado');
    return session.choose(industryName.slice(0, 20));
  }

  it('when a number we do not know finds a job and applies, then it types its name once and the employer sees a phone application', async () => {
    const session = new UssdSession(t.app, newPhone());
    expect(await session.dial()).toMatch(/^CON Liberia Jobs\n1 Find jobs\n2 My applications/);
    expect(await session.press('1')).toMatch(/^CON Jobs in which county\?\n1 Anywhere/);
    await session.choose('Montserrado');
    const list = await session.choose(industryName.slice(0, 20));
    expect(list).toMatch(/^CON 4 open jobs\n1 Truck Driver, Freeport Logistics.*, Monrovia\n2 Forklift/);
    expect(list).toMatch(/\n9 More\n0 Back$/);
    const second = await session.press('9');
    expect(second).toMatch(/^CON 4 open jobs\n1 Mechanic/);
    expect(second).not.toContain('9 More');
    expect(await session.press('0')).toContain('1 Truck Driver');
    const job = await session.press('1');
    expect(job).toMatch(
      /^CON Truck Driver\nFreeport Logistics.*Monrovia\nPay: USD 350-600 \/ month\nFull Time\. Apply by 12 Mar 2099\n1 Apply\n2 Send me this job by SMS\n0 Back$/,
    );
    expect(await session.press('1')).toBe('CON To apply, type your full name:\n0 Back');
    const done = await session.press('Musu Kollie');
    expect(done).toMatch(/^END Applied: Truck Driver at Freeport Logistics/);
    expect(done).toContain(`+231 770`);

    const [seeker] = await t.database.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, passwordHash: users.passwordHash })
      .from(users)
      .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, users.id))
      .where(eq(jobSeekerProfiles.phoneNumber, session.phone));
    expect(seeker).toMatchObject({ firstName: 'Musu', lastName: 'Kollie', passwordHash: null });
    const receipt = await waitFor(() => outboxSms(t.config.dataDir).find((sms) => sms.to === session.phone));
    expect(receipt.text).toContain('Application sent: Truck Driver at Freeport Logistics');

    const employer = await signIn(t.app, t.database.db, companyUserId);
    const answer = await employer.request('GET', `/accounts/api/jobs/${jobIds[0]}/applications/`);
    const mine = answer.json().applications.find((row: { user: { id: number } }) => row.user.id === seeker?.id);
    expect(mine).toMatchObject({
      by_phone: true,
      user: { name: 'Musu Kollie', email: '', phone_number: session.phone },
    });

    // Status news reaches the phone by SMS; no mail goes to the account's .invalid address.
    const changed = await employer.patch(`/accounts/api/applications/${mine.id}/status/`, { status: 'approved' });
    expect(changed.statusCode).toBe(200);
    const news = await waitFor(() =>
      outboxSms(t.config.dataDir).find((sms) => sms.to === session.phone && sms.text.includes('approved')),
    );
    expect(news.text).toMatch(/^Your application for Truck Driver at Freeport Logistics.* is approved\./);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = existsSync(outbox)
      ? readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      : [];
    expect(mails.filter((mail) => mail.includes('phone.invalid'))).toEqual([]);
  });

  it('when a web seeker whose number is confirmed dials, then they apply as themselves without a name asked', async () => {
    const phone = newPhone();
    const seeker = await createApplicant(t.database.db);
    await confirmSmsPhone(t.database.db, seeker.id, phone);
    const session = new UssdSession(t.app, phone);
    await toJobList(session);
    await session.press('2');
    expect(await session.press('1')).toMatch(/^END Applied: Forklift Operator/);
    const rows = await t.database.db
      .select({ userId: applications.userId, byPhone: applications.byPhone })
      .from(applications)
      .where(eq(applications.jobId, jobIds[1] as number));
    expect(rows).toEqual([{ userId: seeker.id, byPhone: true }]);
    const [accounts] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, `${phone.slice(1)}@phone.invalid`));
    expect(accounts?.n).toBe(0);
  });

  it('when an answer is not on the screen, then the same screen comes again under one line saying so', async () => {
    const session = new UssdSession(t.app, newPhone());
    const menu = await session.dial();
    for (const wrong of ['7', '99', 'x', '', '1 1', '١']) {
      expect(await session.press(wrong)).toBe(menu.replace(/^CON /, 'CON Wrong choice. Try again.\n'));
    }
    expect(await session.press('1')).toMatch(/^CON Jobs in which county/);
  });

  it('when the answers are dialled with the code, then the session opens on the screen they lead to', async () => {
    const typed = new UssdSession(t.app, newPhone());
    const jobList = await toJobList(typed);
    // *384*123*1*<county>*<kind># : the gateway's first request carries the answers.
    const dialled = new UssdSession(t.app, newPhone());
    expect(await dialled.post(typed.answers.join('*'))).toBe(jobList);
    expect(await new UssdSession(t.app, newPhone()).post('2')).toMatch(/^CON You have not applied for a job/);
    const menu = await new UssdSession(t.app, newPhone()).dial();
    // Longer than a shortcut: the menu, each answer unread (every one would read a screen).
    const tooLong = [...typed.answers, ...Array(MAX_DIALLED_ANSWERS).fill('9')].join('*');
    expect(await new UssdSession(t.app, newPhone()).post(tooLong)).toBe(menu);
    expect(await new UssdSession(t.app, newPhone()).post('7*1')).toBe(
      menu.replace(/^CON /, 'CON Wrong choice. Try again.\n'),
    );
  });

  it('when the gateway sends the same step again, then the same screen answers and nothing happens twice', async () => {
    const session = new UssdSession(t.app, newPhone());
    await toJobList(session);
    await session.press('3');
    await session.press('1');
    const done = await session.press('Jartu Doe');
    expect(await session.post()).toBe(done);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.jobId, jobIds[2] as number));
    expect(rows?.n).toBe(1);
  });

  it('when a session times out half-way, then nothing was made and a new session starts at the menu and applies', async () => {
    const phone = newPhone();
    const first = new UssdSession(t.app, phone);
    await toJobList(first);
    await first.press('1');
    expect(await first.press('1')).toContain('type your full name');
    // The gateway drops the session here; the person dials again.
    const [before] = await t.database.db
      .select({ n: count() })
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.phoneNumber, phone));
    expect(before?.n).toBe(0);
    const again = new UssdSession(t.app, phone);
    expect(await again.dial()).toMatch(/^CON Liberia Jobs/);
    await again.press('1');
    await again.choose('Montserrado');
    await again.choose(industryName.slice(0, 20));
    await again.press('1');
    await again.press('1');
    expect(await again.press('Comfort Weah')).toMatch(/^END Applied/);
  });

  it('when one number applies for one job from two sessions at once, then one account and one application are made', async () => {
    const phone = newPhone();
    const sessions = [new UssdSession(t.app, phone), new UssdSession(t.app, phone)];
    for (const session of sessions) {
      await toJobList(session);
      await session.press('9');
      await session.press('1');
      await session.press('1');
    }
    const answers = await Promise.all(sessions.map((session) => session.press('Alfred Tarr')));
    expect(answers.filter((answer) => answer.startsWith('END Applied'))).toHaveLength(1);
    expect(answers.filter((answer) => /already applied/i.test(answer))).toHaveLength(1);
    const accounts = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${phone.slice(1)}@phone.invalid`));
    expect(accounts).toHaveLength(1);
    const rows = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, jobIds[3] as number), eq(applications.userId, accounts[0]?.id as number)));
    expect(rows).toHaveLength(1);
  });

  it('when 50 numbers apply for one job in the same second, then 50 accounts each have one application', async () => {
    const company = await createCompany(t.database.db, { name: 'Busy Company' });
    const job = await createJob(t.database.db, company.id, { title: 'Security Guard', location: 'Gbarnga' });
    const sessions = Array.from({ length: 50 }, () => new UssdSession(t.app, newPhone()));
    for (const session of sessions) {
      await session.dial();
      await session.press('1');
      await session.choose('Bong');
      await session.press('1');
      await session.press('guard');
      await session.press('1');
      await session.press('1');
    }
    const answers = await Promise.all(
      sessions.map((session, index) => session.press(`Person Number${'abcdefghij'[index % 10]}`)),
    );
    expect(answers.every((answer) => answer.startsWith('END Applied: Security Guard'))).toBe(true);
    const [made] = await t.database.db.select({ n: count() }).from(applications).where(eq(applications.jobId, job.id));
    expect(made?.n).toBe(50);
  });

  it('when a phone-only seeker later confirms the same number on a web account, then that one account holds their applications and the phone reaches it', async () => {
    const phone = newPhone();
    const applying = new UssdSession(t.app, phone);
    await toJobList(applying);
    await applying.press('3');
    await applying.press('1');
    expect(await applying.press('Comfort Doe')).toMatch(/^END Applied: Dispatcher/);
    const [phoneOnly] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${phone.slice(1)}@phone.invalid`));
    expect(phoneOnly).toBeDefined();

    const web = await createApplicant(t.database.db, { email: `comfort-${phone.slice(-6)}@example.com` });
    const client = await signIn(t.app, t.database.db, web.id);
    expect((await client.post('/api/profile/sms-phone/', { phone })).statusCode).toBe(200);
    const code = lastCodeTo(t.config.dataDir, phone) as string;
    const confirmed = await client.post('/api/profile/sms-phone/confirm/', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const mine = await t.database.db
      .select({ jobId: applications.jobId })
      .from(applications)
      .where(eq(applications.userId, web.id));
    expect(mine.map((row) => row.jobId)).toEqual([jobIds[2]]);
    const [closed] = await t.database.db
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, phoneOnly?.id as number));
    expect(closed?.isActive).toBe(false);
    // The phone now names the web account: its applications show, and no name is asked again.
    const later = new UssdSession(t.app, phone);
    await later.dial();
    expect(await later.press('2')).toBe('CON Your applications:\nDispatcher: pending\n0 Back');
  });

  it('when staff closed a phone-only account, then its number cannot apply again and gets no SMS confirmation back', async () => {
    const phone = newPhone();
    const first = new UssdSession(t.app, phone);
    await toJobList(first);
    await first.press('1');
    await first.press('1');
    await first.press('Kofi Mensah');
    const [account] = await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, `${phone.slice(1)}@phone.invalid`))
      .returning({ id: users.id });
    await t.database.db
      .update(jobSeekerProfiles)
      .set({ phoneConfirmedAt: null })
      .where(eq(jobSeekerProfiles.userId, account?.id as number));
    const again = new UssdSession(t.app, phone);
    await toJobList(again);
    await again.press('2');
    await again.press('1');
    expect(await again.press('Kofi Mensah')).toMatch(/^END This number cannot apply/);
    const [profile] = await t.database.db
      .select({ confirmedAt: jobSeekerProfiles.phoneConfirmedAt })
      .from(jobSeekerProfiles)
      .where(eq(jobSeekerProfiles.userId, account?.id as number));
    expect(profile?.confirmedAt).toBeNull();
    const made = await t.database.db
      .select({ jobId: applications.jobId })
      .from(applications)
      .where(eq(applications.userId, account?.id as number));
    expect(made.map((row) => row.jobId)).toEqual([jobIds[0]]);
  });

  it('when a seeker opens My applications, then their last applications show with their status', async () => {
    const phone = newPhone();
    const session = new UssdSession(t.app, phone);
    await session.dial();
    expect(await session.press('2')).toBe('CON You have not applied for a job from this phone yet.\n0 Back');
    const applying = new UssdSession(t.app, phone);
    await toJobList(applying);
    await applying.press('1');
    await applying.press('1');
    await applying.press('Ben Kpoto');
    const later = new UssdSession(t.app, phone);
    await later.dial();
    expect(await later.press('2')).toBe('CON Your applications:\nTruck Driver: pending\n0 Back');
    expect(await later.press('0')).toMatch(/^CON Liberia Jobs/);
  });

  it('when a job is sent by SMS, then the number that dialled gets its title, company, pay and link', async () => {
    const session = new UssdSession(t.app, newPhone());
    await toJobList(session);
    await session.press('1');
    expect(await session.press('2')).toBe('END We are sending you this job by SMS.');
    const sms = await waitFor(() => outboxSms(t.config.dataDir).find((message) => message.to === session.phone));
    expect(sms.text).toMatch(
      /^Truck Driver at Freeport Logistics Company of Liberia, Monrovia, Montserrado\.\nPay: USD 350-600 \/ month\.\nhttp:\/\/localhost:8000\/jobs\/\d+$/,
    );
    expect(smsSegments(sms.text)).toBeLessThanOrEqual(2);
  });

  it('when a number asks for job alerts by SMS, then a daily SMS-only alert of its county and kind of work is on', async () => {
    const session = new UssdSession(t.app, newPhone());
    await session.dial();
    expect(await session.press('3')).toMatch(/^CON Alert for which county\?/);
    await session.choose('Nimba');
    await session.press('1');
    expect(await session.press('driver')).toBe('CON New jobs by SMS each day: driver in Nimba.\n1 Turn it on\n0 Back');
    expect(await session.press('1')).toBe('CON For your alert, type your full name:\n0 Back');
    expect(await session.press('Esther Gbowee')).toBe(
      'END Alert on: driver in Nimba.\nWe will SMS you new jobs each day. Reply STOP to end them.',
    );
    const alerts = await t.database.db
      .select({
        name: jobAlerts.name,
        search: jobAlerts.search,
        sms: jobAlerts.sms,
        email: jobAlerts.email,
        frequency: jobAlerts.frequency,
      })
      .from(jobAlerts)
      .innerJoin(jobSeekerProfiles, eq(jobSeekerProfiles.userId, jobAlerts.userId))
      .where(eq(jobSeekerProfiles.phoneNumber, session.phone));
    expect(alerts).toEqual([
      { name: 'driver in Nimba', search: 'county=Nimba&search=driver', sms: true, email: false, frequency: 'daily' },
    ]);

    // The same number again: known now, no name asked; an industry anywhere.
    const again = new UssdSession(t.app, session.phone);
    await again.dial();
    await again.press('3');
    await again.press('1');
    await again.choose(industryName.slice(0, 20));
    expect(await again.press('1')).toMatch(/^END Alert on: Transport and Logistics in any county\./);
  });

  it('when every screen of these sessions is read, then none is longer than 182 characters or leaves GSM-7', async () => {
    const session = new UssdSession(t.app, newPhone());
    await session.dial();
    await session.press('1');
    await session.press('1');
    await session.press('1');
    await session.press('driver');
    await session.press('1');
    await session.press('x');
    for (let page = 0; page < 3; page += 1) await session.press('9');
    const screens = session.screens;
    expect(screens.some((screen) => screen.includes('Long-Haul'))).toBe(true);
    for (const screen of screens) {
      const text = screen.replace(/^(CON|END) /, '');
      expect(text.length, text).toBeLessThanOrEqual(182);
      expect(
        [...text].filter((char) => !GSM7_BASIC.includes(char)),
        text,
      ).toEqual([]);
    }
  });
});
