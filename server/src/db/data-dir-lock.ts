import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

type LockOwner = { pid: number; hostname: string; startedAt: string };

export type DataDirLock = { file: string; release(): void };

/** A second process on the same PGlite folder would corrupt it: this is the message it gets. */
export class DataDirInUseError extends Error {
  constructor(folder: string, owner: LockOwner) {
    const where = owner.hostname === hostname() ? '' : ` on host ${owner.hostname}`;
    super(
      `The database folder ${folder} is in use by process ${owner.pid}${where} (started ${owner.startedAt}). ` +
        'Stop it first or set DATA_DIR.',
    );
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string') return null;
    return { pid: owner.pid, hostname: owner.hostname, startedAt: String(owner.startedAt ?? 'at an unknown time') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    // Half-written by a process killed while writing it: nobody holds it.
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Another host's process can't be checked from here, so its lock counts as held. */
const isHeld = (owner: LockOwner | null): owner is LockOwner =>
  owner !== null && (owner.hostname !== hostname() || isAlive(owner.pid));

/**
 * Takes the lock file of a PGlite folder: created with O_EXCL so two starting processes can't
 * both win; a lock left by a dead process (SIGKILL, power cut) is taken over.
 */
export function lockDataDir(file: string, folder: string): DataDirLock {
  const me: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, content);
      closeSync(fd);
      return {
        file,
        release() {
          // Only our own lock: never remove one another process took over meanwhile.
          try {
            if (readFileSync(file, 'utf8') === content) unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: LockOwner | null;
    try {
      owner = readOwner(file);
    } catch {
      continue; // Released between our two calls: try again.
    }
    if (isHeld(owner)) throw new DataDirInUseError(folder, owner);
    try {
      unlinkSync(file);
    } catch {
      // Another starting process removed the stale lock first; O_EXCL decides who gets it.
    }
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it.`);
}
