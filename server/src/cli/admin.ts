import { parseArgs } from 'node:util';
import { type Config, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { migrateDatabase } from '../db/migrate';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { sendAdminCommand } from './admin-socket';
import type { CommandServices } from './command';
import { type MailQueue, startMailQueue } from '../lib/mail-queue';
import { removeMedia } from '../lib/uploads';
import { runAlertDigests } from '../modules/alerts';
import { CliError } from './command';
import { commands } from './commands';
import { readPassword } from './read-password';
import { type CommandRequest, runDatabaseCommand } from './run-command';

function printHelp() {
  console.log('Usage: npm run admin -- <command> [arguments]\n');
  console.log('  help  List the commands.');
  for (const command of commands) console.log(`  ${command.usage}\n      ${command.summary}`);
  console.log('\nWith the embedded database, a running server runs the commands for the CLI (backup and');
  console.log('restore excepted: stop the server for those).');
}

const terminal = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

/**
 * Runs a database command. On the embedded database the server, if it runs, owns the folder: the
 * command goes to it over its admin socket (admin-socket.ts). Otherwise the CLI opens the database.
 */
async function runOnDatabase(config: Config, request: CommandRequest): Promise<number> {
  if (!config.databaseUrl) {
    const answer = await sendAdminCommand(config.dataDir, request);
    if (answer) {
      for (const line of answer.stdout) terminal.out(line);
      for (const line of answer.stderr) terminal.err(line);
      return answer.exitCode;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let mailQueue = null as MailQueue | null;
  // Digests go into the database's mail and SMS queues: the server's workers send them (now, or once it starts).
  const services: CommandServices = {
    async runAlertDigests(everyAlert) {
      mailQueue ??= await startMailQueue(database);
      const log = {
        error: (details: object, message: string) => terminal.err(`${message}: ${JSON.stringify(details)}`),
      };
      return runAlertDigests({ config, db: database.db, mailer: mailQueue, sms: mailQueue.sms }, log, { everyAlert });
    },
    removeMedia: (key) =>
      removeMedia(config, key, {
        warn: (details, message) => terminal.err(`${message}: ${JSON.stringify(details)}`),
      }),
  };
  try {
    await migrateDatabase(database);
    return await runDatabaseCommand(database.db, request, terminal, services);
  } finally {
    await mailQueue?.stop();
    await database.close();
  }
}

/** Operator CLI: `npm run admin -- <command> [args]`. Returns the exit code. */
async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    printHelp();
    return 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    console.error(`Unknown command: ${name}. Run "npm run admin -- help" to list the commands.`);
    return 2;
  }
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(rest);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(`Usage: npm run admin -- ${command.usage}`);
    return 2;
  }

  const config = loadConfig();
  try {
    if ('standalone' in command) {
      await command.standalone({ args: parsed.positionals, config });
      return 0;
    }
    const password = command.readsPassword ? await readPassword() : undefined;
    return await runOnDatabase(config, { name, args: parsed.positionals, options: parsed.values, password });
  } catch (error) {
    const message = expectedError(error);
    if (message === null) throw error;
    console.error(message);
    return error instanceof CliError ? error.exitCode : 1;
  }
}

/** PostgreSQL's own refusals of the connection settings: wrong password, unknown role or database. */
const REFUSED_LOGIN = new Set(['28P01', '28000', '3D000', 'EACCES']);

/** The driver's error under Drizzle's wrapping ("Failed query: ..."), which names the real cause. */
function rootCause(error: unknown): Error | null {
  let current = error;
  for (let depth = 0; current instanceof Error && current.cause instanceof Error && depth < 5; depth++) {
    current = current.cause;
  }
  return current instanceof Error ? current : null;
}

/** The one line for a condition an operator can meet and fix (no stack trace); null for a bug. */
function expectedError(error: unknown): string | null {
  if (error instanceof CliError || error instanceof DataDirInUseError) return error.message;
  const cause = rootCause(error);
  const code = (cause as NodeJS.ErrnoException | null)?.code ?? '';
  if (cause && (isDatabaseUnavailable(error) || REFUSED_LOGIN.has(code))) {
    return `Could not reach the database: ${cause.message || code}`;
  }
  return null;
}

const parseOptions = (args: string[]) =>
  parseArgs({ args, options: { name: { type: 'string' } }, allowPositionals: true, strict: true });

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
