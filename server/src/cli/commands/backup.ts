import path from 'node:path';
import type { Config } from '../../config';
import { BackupError, backup, restore } from '../../db/backup';
import { CliError, type StandaloneCommand, usageError } from '../command';

/** backup and restore: one file argument, resolved against the working directory. */
function fileCommand(
  name: string,
  summary: string,
  action: (config: Config, file: string) => Promise<void>,
  done: (file: string) => string,
): StandaloneCommand {
  return {
    name,
    usage: `${name} <file>`,
    summary,
    async standalone({ args, config }) {
      const [file] = args;
      if (!file || args.length > 1) throw usageError(this.usage);
      try {
        await action(config, path.resolve(file));
      } catch (error) {
        throw error instanceof BackupError ? new CliError(error.message) : error;
      }
      console.log(done(path.resolve(file)));
    },
  };
}

export const backupCommand = fileCommand(
  'backup',
  'Write the whole database to a file: SQL from pg_dump on PostgreSQL, a data dump (.tar.gz) on PGlite.',
  backup,
  (file) => `Backup written to ${file}.`,
);

export const restoreCommand = fileCommand(
  'restore',
  'Load a backup into an empty database (a new DATABASE_URL database, or a new DATA_DIR).',
  restore,
  (file) => `Restored from ${file}. Start the server on it as usual.`,
);
