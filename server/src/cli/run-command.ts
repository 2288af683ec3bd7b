import type { Db } from '../db/client';
import { HttpError } from '../lib/http-errors';
import { cliActor } from '../modules/staff-audit';
import { CliError, type Command, type CommandServices } from './command';
import { commands } from './commands';

/** What the CLI parsed from its command line: handed to the database locally or to a running server. */
export type CommandRequest = {
  name: string;
  args: string[];
  options: { name?: string | undefined };
  /** Read by the CLI beforehand for a command that `readsPassword`. */
  password?: string | undefined;
};

export type CommandOutput = { out: (line: string) => void; err: (line: string) => void };

/** The commands that work on an open database (backup and restore open it themselves). */
export const databaseCommand = (name: string): Command | undefined =>
  commands.find((command): command is Command => command.name === name && 'run' in command);

/**
 * Runs one database command and returns its exit code. An operator mistake (CliError, or a module's
 * refusal) is its one line on `err`; anything else is a fault and is thrown. The CLI and the server's admin socket both
 * run commands through here, so a command behaves the same wherever it runs.
 */
export async function runDatabaseCommand(
  db: Db,
  request: CommandRequest,
  output: CommandOutput,
  services: CommandServices,
): Promise<number> {
  const command = databaseCommand(request.name);
  if (!command) {
    output.err(`Unknown command: ${request.name}.`);
    return 2;
  }
  try {
    await command.run({
      args: request.args,
      options: request.options,
      db,
      actor: cliActor,
      services,
      out: output.out,
      readPassword: async () => {
        if (request.password === undefined) throw new CliError('No password was given.');
        return request.password;
      },
    });
    return 0;
  } catch (error) {
    // A module's refusal (the console answers it as a 4xx) is the operator's mistake too.
    if (error instanceof HttpError && error.statusCode < 500) {
      output.err(error.detail);
      return 1;
    }
    if (!(error instanceof CliError)) throw error;
    output.err(error.message);
    return error.exitCode;
  }
}
