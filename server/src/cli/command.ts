import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Actor } from '../modules/staff-audit';

/**
 * An operator mistake in the command line itself: printed without a stack trace, exit code 1 (a module's
 * refusal, an HttpError such as "No plan named x.", is printed the same way: run-command.ts).
 */
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
  /** Who the audit rows of the command's changes name: the command line (run-command.ts sets it). */
  actor: Actor;
  /** Prints one line for the operator (on the terminal, or sent back by the server: admin-socket.ts). */
  out: (line: string) => void;
  /** The password the operator typed or piped (read by the CLI, before the command reaches a server). */
  readPassword: () => Promise<string>;
  /** What needs more than the database: the process running the command provides it. */
  services: CommandServices;
};

/** Work that needs the configuration and the mail queue, not only the database. */
export type CommandServices = {
  /** One job alert digest run (modules/alerts); `everyAlert`: due or not. Returns how many were queued. */
  runAlertDigests(everyAlert: boolean): Promise<number>;
  /**
   * Deletes a stored media file (lib/uploads.ts, in the running process's media store). Call it after
   * the transaction that dropped the file's row has committed: a change rolled back keeps its file.
   */
  removeMedia(key: string): Promise<void>;
};

export type Command = {
  name: string;
  usage: string;
  summary: string;
  /** The command asks for a password: the CLI reads it first, so it can hand it to a running server. */
  readsPassword?: boolean;
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

/** A `list-<things>` command: one line a row, or the `empty` line when there are none. */
export function listCommand<Row>(spec: {
  name: string;
  summary: string;
  empty: string;
  list: (db: Db) => Promise<Row[]>;
  format: (row: Row) => string;
}): Command {
  return {
    name: spec.name,
    usage: spec.name,
    summary: spec.summary,
    async run({ db, out }) {
      const rows = await spec.list(db);
      if (rows.length === 0) out(spec.empty);
      for (const row of rows) out(spec.format(row));
    },
  };
}

/**
 * `deactivate-<noun>` and `reactivate-<noun>`: find the row by name or id, set whether it is offered
 * (the module's function, audited as the console's Settings section audits it), and print it.
 */
export function offerCommands<Row>(spec: {
  noun: 'plan' | 'provider';
  summaries: { reactivate: string; deactivate: string };
  idOf: (db: Db, nameOrId: string) => Promise<number>;
  setActive: (db: Db, actor: Actor, id: number, isActive: boolean) => Promise<Row>;
  format: (row: Row) => string;
}): { deactivate: Command; reactivate: Command } {
  const command = (isActive: boolean): Command => {
    const verb = isActive ? 'reactivate' : 'deactivate';
    const usage = `${verb}-${spec.noun} <name|id>`;
    return {
      name: `${verb}-${spec.noun}`,
      usage,
      summary: spec.summaries[verb],
      async run({ args, db, actor, out }) {
        const [nameOrId] = args;
        if (!nameOrId || args.length !== 1) throw usageError(usage);
        const row = await spec.setActive(db, actor, await spec.idOf(db, nameOrId), isActive);
        out(`${isActive ? 'Reactivated' : 'Deactivated'} ${spec.noun} ${spec.format(row)}`);
      },
    };
  };
  return { deactivate: command(false), reactivate: command(true) };
}
