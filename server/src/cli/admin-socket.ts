import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { CommandServices } from './command';
import { type CommandRequest, runDatabaseCommand } from './run-command';

/**
 * The running server's door for `npm run admin` on the embedded database (docs/decisions/0030-admin-socket.md): PGlite
 * is one process's, so the CLI hands its command to the server, which runs it on its own connection.
 * A unix socket in a folder only the data folder's owner may enter (0700): the file system is the
 * authentication, as for a PostgreSQL socket with peer auth. One JSON line each way.
 */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin', 'admin.sock');

/** The answer to one command: what it printed, on which stream, and its exit code. */
export type CommandAnswer = { stdout: string[]; stderr: string[]; exitCode: number };

/** A request is a command line and perhaps a password: anything bigger is not one. */
const MAX_REQUEST_BYTES = 64 * 1024;
/** A client that connects and says nothing is dropped after this long. */
const IDLE_MS = 10_000;
/** Linux refuses longer unix socket paths (sun_path is 108 bytes with its terminator). */
const MAX_SOCKET_PATH = 107;

function isCommandRequest(value: unknown): value is CommandRequest {
  const request = value as CommandRequest;
  return (
    typeof request?.name === 'string' &&
    Array.isArray(request.args) &&
    request.args.every((arg) => typeof arg === 'string') &&
    typeof request.options === 'object' &&
    request.options !== null &&
    (request.options.name === undefined || typeof request.options.name === 'string') &&
    (request.password === undefined || typeof request.password === 'string')
  );
}

/** Reads one line (the request) from a connection, refusing one that grows past the limit. */
function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.setTimeout(IDLE_MS, () => reject(new Error('timed out')));
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) resolve(text.slice(0, end));
      else if (text.length > MAX_REQUEST_BYTES) reject(new Error('request too large'));
    });
    socket.on('error', reject);
    socket.on('end', () => reject(new Error('closed before a whole request')));
  });
}

async function answer(db: Db, services: CommandServices, line: string, log: FastifyBaseLogger): Promise<CommandAnswer> {
  const result: CommandAnswer = { stdout: [], stderr: [], exitCode: 1 };
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    request = null;
  }
  if (!isCommandRequest(request)) return { ...result, stderr: ['The server did not understand the command.'] };
  try {
    const output = { out: (text: string) => result.stdout.push(text), err: (text: string) => result.stderr.push(text) };
    result.exitCode = await runDatabaseCommand(db, request, output, services);
    log.info({ command: request.name, exitCode: result.exitCode }, 'admin command run');
  } catch (error) {
    log.error({ err: error, command: request.name }, 'admin command failed');
    result.stderr.push(`The command failed on the server: ${(error as Error).message}`);
  }
  return result;
}

/**
 * Listens on DATA_DIR/admin/admin.sock for the CLI. Only the process holding the data folder's lock
 * calls this, so a socket file already there is a dead server's and is replaced.
 */
export async function serveAdminCommands(
  db: Db,
  services: CommandServices,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<Server | null> {
  const file = adminSocketPath(dataDir);
  if (file.length > MAX_SOCKET_PATH) {
    log.warn({ file }, 'DATA_DIR is too long a path for the admin socket: stop the server to run npm run admin');
    return null;
  }
  const server = createServer((socket) => {
    readLine(socket)
      .then((line) => answer(db, services, line, log))
      .then((result) => socket.end(`${JSON.stringify(result)}\n`))
      .catch(() => socket.destroy());
  });
  try {
    const folder = path.dirname(file);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    chmodSync(folder, 0o700);
    rmSync(file, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
    chmodSync(file, 0o600);
    return server;
  } catch (error) {
    // The site serves without it; only `npm run admin` then needs the server stopped.
    log.warn({ err: error, file }, 'admin socket not opened: stop the server to run npm run admin');
    server.close();
    return null;
  }
}

/**
 * Sends a command to the server running on DATA_DIR and waits for its answer; null when no server
 * listens there (no socket, or a dead one's), so the CLI opens the database itself.
 */
export function sendAdminCommand(dataDir: string, request: CommandRequest): Promise<CommandAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(adminSocketPath(dataDir));
    let text = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as CommandAnswer);
      } catch {
        reject(new Error('The server closed the admin connection without an answer. See its log.'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) resolve(null);
      else reject(error);
    });
  });
}
