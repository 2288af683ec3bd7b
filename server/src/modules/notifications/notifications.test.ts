import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { confirmSmsPhone, createCompany, createJob, createUser, signIn } from '../../../test/fixtures';
import { outboxSms } from '../../../test/sms-outbox';
import { decodeQuotedPrintable, startSmtp } from '../../../test/smtp';
import { waitFor } from '../../../test/wait-for';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { smsSegments } from '../../lib/sms/segments';
import { smsStopLink } from '../../lib/sms/stop-link';
import { jobSeekerProfiles, notifications, users } from '../../db/schema';

/** A receipt for every application, and word of every status change, by e-mail and in the app. */
describe('word on every application', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let company: TestClient;
  let companyId = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` } });
    const owner = await createUser(t.database.db, { userType: 'company' });
    companyId = (await createCompany(t.database.db, { userId: owner.id, name: 'Harbel Rubber Co' })).id;
    company = await signIn(t.app, t.database.db, owner.id);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const mailTo = (email: string, subject: string) =>
    waitFor(() => smtp.inbox.find((mail) => mail.to.includes(email) && mail.message.includes(subject)));

  async function applied(title: string, phone?: { number: string; receipts: boolean }) {
    const job = await createJob(t.database.db, companyId, { title });
    const user = await createUser(t.database.db, { userType: 'job_seeker', firstName: 'Musu' });
    // A phone number either way (applying needs one); confirmed for SMS only when the test says.
    if (phone) await confirmSmsPhone(t.database.db, user.id, phone.number, phone.receipts);
    else await t.database.db.insert(jobSeekerProfiles).values({ userId: user.id, phoneNumber: '+231777000999' });
    const seeker = await signIn(t.app, t.database.db, user.id);
    const answer = await seeker.post(`/api/jobs/${job.id}/apply/`, { cover_letter: 'Hello.' });
    expect(answer.statusCode).toBe(201);
    return { job, user, seeker, applicationId: answer.json().id as number };
  }

  it('when a seeker applies, then a receipt reaches them through SMTP with the job and its link', async () => {
    const { job, user } = await applied('Tapper');
    const mail = decodeQuotedPrintable((await mailTo(user.email, 'Application sent: Tapper')).message);
    expect(mail).toContain('Your application for Tapper at Harbel Rubber Co has been sent.');
    expect(mail).toContain(`/jobs/${job.id}`);
  });

  it('when a seeker who asked for SMS receipts applies, then an SMS with the job, its link and STOP reaches their number too', async () => {
    const { job, user } = await applied('Rubber Tapper Lead', { number: '+231770100200', receipts: true });
    await mailTo(user.email, 'Application sent: Rubber Tapper Lead');
    const sms = await waitFor(() => outboxSms(t.config.dataDir).find((entry) => entry.to === '+231770100200'));
    expect(sms.text).toContain('Application sent: Rubber Tapper Lead at Harbel Rubber Co.');
    expect(sms.text).toContain(`/jobs/${job.id}`);
    expect(sms.text).toContain(smsStopLink(t.config, user.id));
    expect(smsSegments(sms.text)).toBeLessThanOrEqual(2);
  });

  it('when a seeker has a number but no SMS receipts, then the receipt goes by e-mail only', async () => {
    const { user } = await applied('Latex Collector', { number: '+231770100300', receipts: false });
    await mailTo(user.email, 'Application sent: Latex Collector');
    expect(outboxSms(t.config.dataDir).filter((entry) => entry.to === '+231770100300')).toEqual([]);
  });

  it('when the company changes the status, then the seeker gets an e-mail and an unread notification, once per change', async () => {
    const { user, seeker, applicationId } = await applied('Field Supervisor');
    const setStatus = (status: string) =>
      company.patch(`/accounts/api/applications/${applicationId}/status/`, { status });
    expect((await setStatus('approved')).statusCode).toBe(200);
    expect((await setStatus('approved')).statusCode).toBe(200);
    const mail = decodeQuotedPrintable((await mailTo(user.email, 'Field Supervisor: approved')).message);
    expect(mail).toContain('Your application for Field Supervisor at Harbel Rubber Co is approved.');

    expect((await seeker.get('/accounts/api/notifications/unread/')).json()).toEqual({ unread: 1 });
    const list = (await seeker.get('/accounts/api/notifications/')).json();
    expect(list.unread).toBe(1);
    expect(list.results).toEqual([
      expect.objectContaining({
        text: 'Your application for Field Supervisor at Harbel Rubber Co is approved.',
        read: false,
      }),
    ]);
    expect((await seeker.post('/accounts/api/notifications/read/')).json()).toEqual({ unread: 0 });
    expect((await seeker.get('/accounts/api/notifications/')).json().results[0].read).toBe(true);

    expect((await setStatus('rejected')).statusCode).toBe(200);
    expect((await seeker.get('/accounts/api/notifications/unread/')).json()).toEqual({ unread: 1 });
    await mailTo(user.email, 'Field Supervisor: rejected');
  });

  it('when the seeker closed their account, then a status change tells them nothing, by e-mail or in the app', async () => {
    const closed = await applied('Night Clerk');
    const open = await applied('Day Clerk');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, closed.user.id));
    for (const { applicationId } of [closed, open]) {
      const answer = await company.patch(`/accounts/api/applications/${applicationId}/status/`, { status: 'approved' });
      expect(answer.statusCode).toBe(200);
    }
    // The open account's mail was queued after the closed one's would have been.
    await mailTo(open.user.email, 'Day Clerk: approved');
    expect(
      smtp.inbox.filter((mail) => mail.to.includes(closed.user.email) && mail.message.includes('approved')),
    ).toEqual([]);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, closed.user.id));
    expect(told).toEqual([]);
  });

  it('when another seeker or a company reads the notifications, then they see only their own', async () => {
    await applied('Clerk');
    const other = await signIn(t.app, t.database.db, (await createUser(t.database.db, { userType: 'job_seeker' })).id);
    expect((await other.get('/accounts/api/notifications/')).json()).toEqual({ unread: 0, results: [] });
    // The company hears of the application: its own notification, never the seeker's.
    const companyList = (await company.get('/accounts/api/notifications/')).json();
    expect(companyList.results.map((row: { text: string }) => row.text)).not.toContain(
      expect.stringContaining('Your application'),
    );
    expect((await new TestClient(t.app).get('/accounts/api/notifications/unread/')).statusCode).toBe(401);
  });
});
