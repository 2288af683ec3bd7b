import { freePort } from '../test/faults/server-process';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the server and the web app (browser, page-script and server-rendering builds) into a folder of this run,
 * so benchmarks never touch web/dist, which other work may be rebuilding. Answers the browser build.
 */
export function buildApp(outDir: string): string {
  const run = (command: string, args: string[], cwd: string) =>
    execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  const webDist = path.join(outDir, 'dist');
  run('npm', ['run', 'build', '-w', 'server'], repoRoot);
  const vite = path.join(repoRoot, 'node_modules/.bin/vite');
  run(vite, ['build', '--outDir', webDist, '--emptyOutDir'], path.join(repoRoot, 'web'));
  // The public pages' script, into the same folder (without it the server sends the pages with the app).
  run(vite, ['build', '-c', 'vite.page-script.config.ts', '--outDir', webDist], path.join(repoRoot, 'web'));
  run(
    vite,
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${webDist}-ssr`, '--emptyOutDir'],
    path.join(repoRoot, 'web'),
  );
  run(process.execPath, ['scripts/precompress.mjs', webDist], path.join(repoRoot, 'web'));
  return webDist;
}

/**
 * WEB_DIST, as the server and the browser tests read it, names a finished browser build (with its
 * WEB_DIST-ssr sibling and server/dist built too): it is served as it is, so a rerun skips the build.
 * Without it, everything is built into `outDir` (see buildApp).
 */
export function appDist(outDir: string): string {
  const given = process.env.WEB_DIST;
  if (!given) return buildApp(outDir);
  const webDist = path.resolve(given);
  for (const file of [
    path.join(webDist, 'index.html'),
    `${webDist}-ssr`,
    path.join(repoRoot, 'server/dist/server.js'),
  ]) {
    if (!existsSync(file)) throw new Error(`WEB_DIST is set but ${file} is missing: build first, or unset WEB_DIST`);
  }
  return webDist;
}

/** The built production server (server/dist/server.js) on a free loopback port, with the demo data. */
export async function startProductionServer(webDist: string): Promise<{ base: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-bench-server-'));
  const port = await freePort();
  const { DATABASE_URL: _unused, ...parentEnv } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...parentEnv,
      NODE_ENV: 'production',
      SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/jobs/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('server did not start in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
