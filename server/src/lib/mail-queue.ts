import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Mail, Mailer } from './mailer';
import type { Sms, SmsSender } from './sms/sms-sender';

const QUEUE = 'mail';
const SMS_QUEUE = 'sms';

/** docs/decisions/0070-message-queue.md: a failed send is tried again 8 times, 30 s apart and doubling (about 2 hours in all). */
export const MAIL_RETRIES = 8;
export const MAIL_RETRY_DELAY_SECONDS = 30;
/**
 * docs/decisions/0070-message-queue.md: a failed SMS is tried again 5 times from 30 s, doubling (about 15 minutes in all): a
 * confirmation code is void after 10 minutes, and an alert hours late is worth less than none.
 */
export const SMS_RETRIES = 5;

/** Text messages through the same durable queue: `send` stores one, `work` hands them to the gateway. */
export type SmsQueue = SmsSender & { work(sender: SmsSender, log: FastifyBaseLogger): Promise<void> };

/**
 * One-off durable tasks on the same pg-boss: `later` stores one to run after some seconds (kept over a
 * restart), `handle` runs a queue's tasks from this process. A task that throws is tried again twice.
 */
export type TaskQueue = {
  later(queue: string, data: object, afterSeconds: number): Promise<void>;
  handle<T extends object>(queue: string, log: FastifyBaseLogger, run: (data: T) => Promise<void>): Promise<void>;
};

export type MailQueue = Mailer & {
  tasks: TaskQueue;
  /** The SMS queue, on the same pg-boss (one schema, one set of connections, the same retries). */
  sms: SmsQueue;
  /** Sends the queued mail through `mailer` from this process (every process may: each mail goes once). */
  work(mailer: Mailer, log: FastifyBaseLogger): Promise<void>;
  /**
   * Runs `task` on the cron schedule (UTC), from this process or another: pg-boss sends one job per
   * tick whatever the number of processes, and one worker takes it.
   */
  every(name: string, cron: string, task: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
};

/** pg-boss on the embedded database: its multi-statement scripts through exec, the rest as queries. */
function pgliteAdapter(database: Database) {
  const client = database.pglite;
  if (!client) throw new Error('no embedded database');
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
      return { rows: (await client.query(text, values)).rows };
    },
  };
}

/** pg-boss on PostgreSQL, through the app's own pool (so the URL, user and test database are the app's). */
function poolAdapter(database: Database) {
  const pool = database.pool;
  if (!pool) throw new Error('no PostgreSQL pool');
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

/** Any number: the key of the advisory lock that lets one process at a time install pg-boss's schema. */
const INSTALL_LOCK = 7_190_019;

/**
 * pg-boss's schema and queue creation (DDL: a queue is a table partition). On PostgreSQL several processes
 * starting at once would run it together and deadlock: a session advisory lock lets them in one by one.
 */
async function underInstallLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const holder = await database.pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [INSTALL_LOCK]);
    return await work();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [INSTALL_LOCK]).catch(() => undefined);
    holder.release();
  }
}

/**
 * The durable mail queue (pg-boss, in the database's `pgboss` schema): `send` stores the mail and returns;
 * a worker sends it, and a failed send is retried with back-off. Stored in the database, a mail queued
 * before a restart is sent after it; pg-boss fetches with SKIP LOCKED, so several server processes
 * send each mail once.
 */
export async function startMailQueue(
  database: Database,
  options: { retryDelaySeconds?: number; pollingIntervalSeconds?: number; schedule?: boolean } = {},
): Promise<MailQueue> {
  const boss = new PgBoss({
    db: database.kind === 'pglite' ? pgliteAdapter(database) : poolAdapter(database),
    schedule: options.schedule ?? false,
  });
  await underInstallLock(database, async () => {
    await boss.start();
    await boss.createQueue(QUEUE);
    await boss.createQueue(SMS_QUEUE);
  });
  const retryDelay = options.retryDelaySeconds ?? MAIL_RETRY_DELAY_SECONDS;
  let listening = false;
  const listen = (log: FastifyBaseLogger) => {
    if (!listening) boss.on('error', (error) => log.error({ err: error }, 'mail and SMS queue'));
    listening = true;
  };
  const created = new Set<string>();
  const createOnce = async (queue: string) => {
    if (created.has(queue)) return;
    await underInstallLock(database, () => boss.createQueue(queue));
    created.add(queue);
  };
  /** Hands each job of `queue` to `deliver`; a throw leaves it to pg-boss's next try. */
  const workOn = async <T extends { to: string }>(
    queue: string,
    log: FastifyBaseLogger,
    deliver: (message: T) => Promise<void>,
  ) => {
    listen(log);
    await boss.work<T>(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
      if (!job) return;
      try {
        await deliver(job.data);
      } catch (error) {
        log.warn({ err: error, to: job.data.to }, `${queue} not sent; it will be tried again`);
        throw error;
      }
    });
  };
  return {
    async send(mail: Mail) {
      await boss.send(QUEUE, mail, { retryLimit: MAIL_RETRIES, retryDelay, retryBackoff: true });
    },
    work: (mailer, log) => workOn<Mail>(QUEUE, log, (mail) => mailer.send(mail)),
    sms: {
      async send(sms: Sms) {
        await boss.send(SMS_QUEUE, sms, { retryLimit: SMS_RETRIES, retryDelay, retryBackoff: true });
      },
      work: (sender, log) => workOn<Sms>(SMS_QUEUE, log, (sms) => sender.send(sms)),
    },
    tasks: {
      async later(queue, data, afterSeconds) {
        await createOnce(queue);
        await boss.send(queue, data, { startAfter: Math.max(0, Math.round(afterSeconds)), retryLimit: 2, retryDelay });
      },
      async handle<T extends object>(queue: string, log: FastifyBaseLogger, run: (data: T) => Promise<void>) {
        await createOnce(queue);
        listen(log);
        await boss.work<T>(queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
          if (job) await run(job.data);
        });
      },
    },
    async every(name, cron, task) {
      await underInstallLock(database, async () => {
        await boss.createQueue(name);
        await boss.schedule(name, cron, {}, { tz: 'UTC', retryLimit: 0 });
      });
      await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, async () => task());
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}
