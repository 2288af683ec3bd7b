import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** The newest PostgreSQL installed by Debian's packages. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL under ${root}/*/bin (apt-get install postgresql).`);
  return path.join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root: as root, run it as the postgres OS user. */
const asPostgres = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

/** Every process below `rootPid` (the postmaster's backends and helpers), read from /proc. */
function descendants(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so split after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while we read.
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(rootPid);
  return found;
}

/**
 * A PostgreSQL cluster of our own in a temporary folder, on its own port and socket folder, so
 * it can be killed without touching the shared server. Its superuser `postgres` trusts local
 * connections (a test cluster, gone at the end).
 */
export class ThrowawayPostgres {
  private process: ChildProcess | null = null;
  private readonly bin = binDir();
  private readonly dataDir: string;

  constructor(
    private readonly folder: string,
    readonly port: number,
  ) {
    this.dataDir = path.join(folder, 'data');
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Creates the cluster; refuses a port already in use, which could be someone else's database. */
  async init(): Promise<void> {
    await ensurePortFree(this.port);
    mkdirSync(this.dataDir, { recursive: true });
    if (process.getuid?.() === 0) {
      const { uid, gid } = userIds('postgres');
      chownSync(this.folder, uid, gid);
      chownSync(this.dataDir, uid, gid);
    }
    const [command, args] = asPostgres(path.join(this.bin, 'initdb'), [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-instructions',
    ]);
    execFileSync(command, args, { stdio: 'ignore' });
  }

  /** Starts the server and waits until it accepts connections (crash recovery included). */
  async start(): Promise<void> {
    const [command, args] = asPostgres(path.join(this.bin, 'postgres'), [
      '-D',
      this.dataDir,
      '-p',
      String(this.port),
      '-k',
      this.folder,
      '-c',
      'listen_addresses=127.0.0.1',
      // The defaults, spelled out: a crash test is only meaningful with them.
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
    ]);
    this.process = spawn(command, args, { stdio: 'ignore' });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const client = new pg.Client({ connectionString: this.url });
      try {
        await client.connect();
        await client.query('select 1');
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`The throwaway PostgreSQL did not start: ${error}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        await client.end().catch(() => {});
      }
    }
  }

  /** SIGKILL to the postmaster and all its backends at once: a crash, not a shutdown. */
  async kill(): Promise<void> {
    const root = this.process?.pid;
    if (root === undefined) return;
    const exited = new Promise((resolve) => this.process?.once('exit', resolve));
    for (const pid of [root, ...descendants(root)]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    await exited;
    this.process = null;
    // Backends die with the postmaster; wait until none holds the cluster's shared memory.
    const pidFile = path.join(this.dataDir, 'postmaster.pid');
    const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    while (postmaster > 0 && isAlive(postmaster)) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** A fast, clean shutdown (SIGINT to the postmaster). */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child?.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const pidFile = path.join(this.dataDir, 'postmaster.pid');
    const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : child.pid;
    process.kill(postmaster, 'SIGINT');
    await exited;
    this.process = null;
  }
}

function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use: set CRASH_PG_PORT to a free port.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function userIds(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error(`No OS user ${name}.`);
  return { uid: Number(uid), gid: Number(gid) };
}
