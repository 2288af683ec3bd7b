import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/wait-for';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from '../db/client';
import type { Mail, Mailer } from './mailer';
import { startMailQueue } from './mail-queue';

const silent = pino({ level: 'silent' });
const FAST = { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 };

/** A mailer that records what it sent, failing the first `failures` attempts of each message. */
function recordingMailer(failures = 0): Mailer & { sent: Mail[]; attempts: Map<string, number> } {
  const sent: Mail[] = [];
  const attempts = new Map<string, number>();
  return {
    sent,
    attempts,
    async send(mail) {
      const tries = (attempts.get(mail.subject) ?? 0) + 1;
      attempts.set(mail.subject, tries);
      if (tries <= failures) throw new Error('SMTP server down');
      sent.push(mail);
    },
  };
}

const mail = (subject: string): Mail => ({ to: 'musu@example.com', subject, text: 'Hello.' });

describe('the mail queue (pg-boss on the database)', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('when a send fails, then it is tried again with back-off until it goes, once', async () => {
    const queue = await startMailQueue(database, FAST);
    const mailer = recordingMailer(2);
    await queue.work(mailer, silent);
    await queue.send(mail('retried'));
    await waitFor(() => mailer.sent.find((m) => m.subject === 'retried'), 30_000);
    expect(mailer.attempts.get('retried')).toBe(3);
    await queue.stop();
  }, 60_000);

  it('when the server stops before a queued mail is sent, then the next start sends it', async () => {
    const before = await startMailQueue(database, FAST);
    await before.send(mail('survives a restart'));
    await before.stop();
    const after = await startMailQueue(database, FAST);
    const mailer = recordingMailer();
    await after.work(mailer, silent);
    await waitFor(() => mailer.sent.find((m) => m.subject === 'survives a restart'), 30_000);
    await after.stop();
  }, 60_000);

  it('when two workers run, then each mail is sent once', async () => {
    const one = await startMailQueue(database, FAST);
    const two = await startMailQueue(database, FAST);
    const mailer = recordingMailer();
    await one.work(mailer, silent);
    await two.work(mailer, silent);
    const subjects = Array.from({ length: 10 }, (_, i) => `digest ${i}`);
    for (const subject of subjects) await one.send(mail(subject));
    await waitFor(() => (subjects.every((s) => mailer.sent.some((m) => m.subject === s)) ? true : undefined), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(
      mailer.sent
        .filter((m) => m.subject.startsWith('digest '))
        .map((m) => m.subject)
        .sort(),
    ).toEqual(subjects.sort());
    await one.stop();
    await two.stop();
  }, 60_000);

  it('when an SMS send fails, then the SMS queue tries it again until it goes, once', async () => {
    const queue = await startMailQueue(database, FAST);
    const attempts: string[] = [];
    await queue.sms.work(
      {
        async send(sms) {
          attempts.push(sms.text);
          if (attempts.length === 1) throw new Error('gateway answered 503');
        },
      },
      silent,
    );
    await queue.sms.send({ to: '+231770123456', text: 'Your code is 123456' });
    await waitFor(() => (attempts.length === 2 ? true : undefined), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(attempts).toEqual(['Your code is 123456', 'Your code is 123456']);
    await queue.stop();
  }, 60_000);
});
