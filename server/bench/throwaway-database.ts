import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (the benchmarks' DATABASE_URL), so a
 * benchmark never touches the data already there: its URL, and `drop()` to remove it afterwards.
 */
let made = 0;

export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  // One process may hold several at once (a migration test's database and a fresh one beside it).
  const name = `${prefix}_${process.pid}_${++made}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
