/**
 * PostgreSQL crash test (`npm run test:crash`): the real server writes through its API to a
 * throwaway PostgreSQL cluster, which is SIGKILLed after a random number of acknowledged writes
 * and restarted. Each trial checks that no acknowledged write is lost, that no payment exists
 * without its subscription extension (or the reverse), and that once the database is back the
 * server answers without a single 5xx, having reconnected by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { freePort, type ServerProcess, serverEnv, startServer, stopServer } from '../test/faults/server-process';
import { apply, confirmPayment, createWriteWorld, readWrites, type WriteWorld } from '../test/faults/write-world';
import { ThrowawayPostgres } from './throwaway-postgres';

const TRIALS = 20;
const LANES = 4;
const WRITES_AFTER_RECOVERY = 8;
const PORT = Number(process.env.CRASH_PG_PORT ?? 55432);

type Acknowledged = { jobs: Set<number>; references: Set<string> };
type TrialResult = { lost: number; partial: number; errorsDuringOutage: number; errorsAfterRecovery: number };
/** The answers that were not a success, by status (0: no answer, 503: the outage), to tell a failed trial's kind. */
type Unexpected = Map<number, number>;
const describeAnswers = (unexpected: Unexpected) => [...unexpected].map(([status, n]) => `${n} x ${status}`).join(', ');

/** Hands out jobs and payment references that no earlier write used. */
class WriteQueue {
  private next = 0;
  constructor(private readonly world: WriteWorld) {}

  /** A write: alternately an application and a payment; null when the jobs are used up. */
  take(): { kind: 'apply'; jobId: number } | { kind: 'pay'; reference: string } | null {
    const index = this.next++;
    if (index % 2 === 1) return { kind: 'pay', reference: `CRASH-${index}` };
    const jobId = this.world.jobIds[index / 2];
    return jobId === undefined ? null : { kind: 'apply', jobId };
  }
}

async function write(server: ServerProcess, world: WriteWorld, queue: WriteQueue, acked: Acknowledged) {
  const item = queue.take();
  if (!item) throw new Error('Out of jobs to apply to: raise the job count.');
  if (item.kind === 'apply') {
    const status = await apply(server.url, world, item.jobId);
    if (status === 201) acked.jobs.add(item.jobId);
    return status;
  }
  const status = await confirmPayment(server.url, world, item.reference);
  if (status === 200) acked.references.add(item.reference);
  return status;
}

async function trial(
  cluster: ThrowawayPostgres,
  server: ServerProcess,
  world: WriteWorld,
  queue: WriteQueue,
  acked: Acknowledged,
  unexpected: Unexpected,
): Promise<TrialResult> {
  const note = (status: number) => unexpected.set(status, (unexpected.get(status) ?? 0) + 1);
  const killAfter = 5 + Math.floor(Math.random() * 60);
  let acks = 0;
  let killing: Promise<void> | null = null;
  let errorsDuringOutage = 0;
  const lane = async () => {
    while (!killing) {
      const status = await write(server, world, queue, acked).catch((error: Error) => {
        throw new Error(
          `${error.message} Answers other than a success in this trial: ${describeAnswers(unexpected) || 'none'}.`,
        );
      });
      if (status >= 200 && status < 300) acks++;
      else note(status);
      // Requests caught by the crash may fail, but only as 503: anything else is a bug.
      if (status < 200 || (status >= 300 && status !== 503)) errorsDuringOutage++;
      if (acks >= killAfter && !killing) killing = cluster.kill();
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  await killing;
  await cluster.start();

  let errorsAfterRecovery = 0;
  for (let i = 0; i < WRITES_AFTER_RECOVERY; i++) {
    const status = await write(server, world, queue, acked);
    if (status < 200 || status >= 300) {
      errorsAfterRecovery++;
      note(status);
    }
  }

  const database = await openDatabase({ databaseUrl: cluster.url, dataDir: tmpdir() });
  try {
    const stored = await readWrites(database.db, world);
    const lost =
      [...acked.jobs].filter((id) => !stored.applicationJobIds.has(id)).length +
      [...acked.references].filter((ref) => !stored.paymentReferences.has(ref)).length;
    const expectedDays = stored.paymentReferences.size * world.planDays;
    const partial = Math.round(Math.abs(stored.subscriptionExtendedBy - expectedDays) / world.planDays);
    return { lost, partial, errorsDuringOutage, errorsAfterRecovery };
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const folder = mkdtempSync(path.join(tmpdir(), 'lj-crash-'));
  const cluster = new ThrowawayPostgres(folder, PORT);
  let server: ServerProcess | null = null;
  const started = Date.now();
  // Interrupted (Ctrl-C, CI timeout): still stop our PostgreSQL and server, and remove the folder.
  const cleanup = async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await cluster.stop().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  }
  try {
    await cluster.init();
    await cluster.start();
    const setup = await openDatabase({ databaseUrl: cluster.url, dataDir: tmpdir() });
    await migrateDatabase(setup);
    const world = await createWriteWorld(setup.db, 1200);
    await setup.close();

    const dataDir = path.join(folder, 'app');
    server = await startServer(serverEnv(await freePort(), { DATABASE_URL: cluster.url, DATA_DIR: dataDir }));
    const queue = new WriteQueue(world);
    const acked: Acknowledged = { jobs: new Set(), references: new Set() };
    let passed = 0;
    let failed = 0;
    for (let i = 1; i <= TRIALS; i++) {
      const before = acked.jobs.size + acked.references.size;
      const unexpected: Unexpected = new Map();
      const result = await trial(cluster, server, world, queue, acked, unexpected);
      const ok = Object.values(result).every((value) => value === 0);
      if (ok) passed++;
      else failed++;
      const writes = acked.jobs.size + acked.references.size - before;
      console.log(
        `trial ${i}: ${ok ? 'ok' : 'FAILED'}: ${writes} acknowledged writes, ${result.lost} lost, ` +
          `${result.partial} partial, ${result.errorsDuringOutage} non-503 errors during the outage, ` +
          `${result.errorsAfterRecovery} errors after recovery` +
          (!ok ? ` (answers: ${describeAnswers(unexpected)})` : ''),
      );
    }
    const total = acked.jobs.size + acked.references.size;
    console.log(`${total} acknowledged writes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    console.log(`${passed} passed, ${failed} failed`);
    return failed === 0 ? 0 : 1;
  } finally {
    if (server) await stopServer(server);
    await cleanup();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
