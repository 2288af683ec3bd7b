import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase, pgliteLockFile } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { freePort, type ServerProcess, serverEnv, startServer, stopServer } from './server-process';
import { apply, confirmPayment, createWriteWorld, readWrites, type WriteWorld } from './write-world';

// These tests run the embedded database on disk; on PostgreSQL there is no PGlite folder to guard.
const onPglite = !process.env.DATABASE_URL;

const folders: string[] = [];
const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await stopServer(server, 'SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lj-faults-'));
  folders.push(dir);
  return dir;
}

/** A migrated database with a write world in it, closed again so a server can take the folder. */
async function preparedDataDir(jobs: number): Promise<{ dir: string; world: WriteWorld }> {
  const dir = dataDir();
  const database = await openDatabase({ dataDir: dir });
  await migrateDatabase(database);
  const world = await createWriteWorld(database.db, jobs);
  await database.close();
  return { dir, world };
}

async function start(dir: string): Promise<ServerProcess> {
  const server = await startServer(serverEnv(await freePort(), { DATA_DIR: dir }));
  servers.push(server);
  return server;
}

/** The pid of a process that has ended: a lock naming it is stale. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid ?? 999_999;
}

describe.runIf(onPglite)('PGlite data folder lock', () => {
  it('when a second process opens a folder in use, then it is refused with a message naming the holder', async () => {
    const dir = dataDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      const owner = JSON.parse(readFileSync(pgliteLockFile(dir), 'utf8'));
      expect(owner).toMatchObject({ pid: process.pid, hostname: hostname() });
      const second = startServer(serverEnv(await freePort(), { DATA_DIR: dir }));
      const message =
        `The database folder ${path.join(dir, 'pglite')} is in use by process ${process.pid} ` +
        `(started ${owner.startedAt}). Stop it first or set DATA_DIR.`;
      await expect(second).rejects.toThrow(message);
      // And within one process too: a second open of the same folder is refused the same way.
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(message);
    } finally {
      await first.close();
    }
    expect(existsSync(pgliteLockFile(dir))).toBe(false);
  });

  it('when the lock was left by a dead process, then it is taken over', async () => {
    const dir = dataDir();
    const stale = { pid: deadPid(), hostname: hostname(), startedAt: '2026-01-01T00:00:00.000Z' };
    writeFileSync(pgliteLockFile(dir), JSON.stringify(stale));
    const database: Database = await openDatabase({ dataDir: dir });
    expect(JSON.parse(readFileSync(pgliteLockFile(dir), 'utf8')).pid).toBe(process.pid);
    await database.close();
    expect(existsSync(pgliteLockFile(dir))).toBe(false);
  });

  it('when the lock file is half written (killed while writing), then it is taken over', async () => {
    const dir = dataDir();
    writeFileSync(pgliteLockFile(dir), '{"pid": 12');
    const database = await openDatabase({ dataDir: dir });
    await database.close();
    expect(existsSync(pgliteLockFile(dir))).toBe(false);
  });
});

describe.runIf(onPglite)('PGlite server process faults', () => {
  it('when the server is SIGKILLed during writes, then no acknowledged write is lost and no payment is partial', async () => {
    const { dir, world } = await preparedDataDir(400);
    const server = await start(dir);
    const killAfter = 40 + Math.floor(Math.random() * 120);
    const acknowledged = { jobs: new Set<number>(), references: new Set<string>() };
    let acks = 0;
    let killed = false;

    // Four writers in parallel, mixing applications and payments, until the kill.
    const writer = async (lane: number) => {
      for (let i = lane; i < world.jobIds.length && !killed; i += 4) {
        const jobId = world.jobIds[i] as number;
        const reference = `KILL-${i}`;
        const [applied, paid] = await Promise.all([
          apply(server.url, world, jobId),
          confirmPayment(server.url, world, reference),
        ]);
        if (applied === 201) acknowledged.jobs.add(jobId);
        if (paid === 200) acknowledged.references.add(reference);
        acks += Number(applied === 201) + Number(paid === 200);
        if (acks >= killAfter && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(writer));
    expect(await server.exited).toBe('SIGKILL');

    // The lock of the killed server is stale: opening the folder again takes it over.
    const database = await openDatabase({ dataDir: dir });
    try {
      const stored = await readWrites(database.db, world);
      expect(acknowledged.jobs.size + acknowledged.references.size).toBeGreaterThanOrEqual(killAfter);
      const lostApplications = [...acknowledged.jobs].filter((id) => !stored.applicationJobIds.has(id));
      const lostPayments = [...acknowledged.references].filter((ref) => !stored.paymentReferences.has(ref));
      expect({ lostApplications, lostPayments }).toEqual({ lostApplications: [], lostPayments: [] });
      // Each stored payment extended the subscription once, and no extension lacks its payment.
      expect(stored.subscriptionExtendedBy).toBe(stored.paymentReferences.size * world.planDays);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('when SIGTERM arrives during a burst of requests, then every accepted request completes and the exit is clean within 10 s', async () => {
    const { dir, world } = await preparedDataDir(100);
    const server = await start(dir);
    const burst = world.jobIds.map((jobId) => apply(server.url, world, jobId));
    // Give the server time to accept the connections, not to answer them (PGlite answers one at a time).
    // 500 ms: on a loaded 2-core machine 150 ms was too short for every connection to be accepted.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sentAt = Date.now();
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(burst);
    const code = await server.exited;
    const seconds = (Date.now() - sentAt) / 1000;

    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(10);
    expect(existsSync(pgliteLockFile(dir))).toBe(false);
  }, 120_000);
});
