import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { CliError } from './command';
import { commands } from './commands';

function printHelp() {
  console.log('Usage: npm run admin -- <command> [arguments]\n');
  console.log('  help  List the commands.');
  for (const command of commands) console.log(`  ${command.usage}\n      ${command.summary}`);
  console.log('\nWith the embedded database (no DATABASE_URL), stop the server first: one process at a time.');
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
  if ('standalone' in command) {
    try {
      await command.standalone({ args: parsed.positionals, config });
      return 0;
    } catch (error) {
      if (!(error instanceof CliError)) throw error;
      console.error(error.message);
      return error.exitCode;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    await command.run({ args: parsed.positionals, options: parsed.values, db: database.db });
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    console.error(error.message);
    return error.exitCode;
  } finally {
    await database.close();
  }
}

const parseOptions = (args: string[]) =>
  parseArgs({ args, options: { name: { type: 'string' } }, allowPositionals: true, strict: true });

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
