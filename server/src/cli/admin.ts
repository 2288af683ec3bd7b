import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/** Operator CLI: `npm run admin -- <command> [args]`. Commands are added per feature. */
async function main(argv: string[]) {
  const [command] = argv;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    switch (command) {
      default:
        console.error(`Unknown command: ${command ?? '(none)'}`);
        process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
