import type { Config } from '../config';
import type { Db } from '../db/client';

/** An operator mistake (unknown e-mail, duplicate name...): printed without a stack trace, exit code 1. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Wrong arguments: the usage line is printed and the exit code is 2. */
export const usageError = (usage: string) => new CliError(`Usage: npm run admin -- ${usage}`, 2);

export type CommandInput = {
  /** Positional arguments after the command name. */
  args: string[];
  /** `--name value` style options. */
  options: { name?: string | undefined };
  db: Db;
};

export type Command = {
  name: string;
  usage: string;
  summary: string;
  run(input: CommandInput): Promise<void>;
};

/**
 * A command that opens the database itself instead of getting it opened and migrated (restore
 * needs an empty database; backup copies it exactly as it is).
 */
export type StandaloneCommand = {
  name: string;
  usage: string;
  summary: string;
  standalone: (input: { args: string[]; config: Config }) => Promise<void>;
};
