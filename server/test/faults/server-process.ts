import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { serverRoot } from '../../src/lib/paths';

/** A free TCP port on loopback (the OS picks it; it stays free for the moment we need it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Everything the process wrote so far, stdout and stderr together. */
  output(): string;
};

/** The environment every spawned server gets; callers add DATA_DIR, DATABASE_URL... */
export const serverEnv = (port: number, extra: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: String(port),
  SECRET_KEY: 'fault-tests-secret-key-that-is-long-enough-0123',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  ...extra,
});

/**
 * Starts `src/server.ts` as a real process (one node process, tsx as a loader, so a signal reaches
 * the server itself and not a wrapper) and waits until it listens. Rejects with its output if it
 * exits first.
 */
export function startServer(env: NodeJS.ProcessEnv, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${env.PORT}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(' is running at ')) {
        clearTimeout(timer);
        resolve({ child, url, exited, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** Stops a server and waits for it; SIGKILL if it ignores SIGTERM. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(timer);
}
