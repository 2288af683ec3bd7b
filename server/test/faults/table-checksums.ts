import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

export type TableChecksum = { rows: number; md5: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Row count and an MD5 of every row (as text, sorted) of every table we own, the migration
 * journal included: two databases with equal checksums hold the same data.
 */
export async function tableChecksums(db: Db): Promise<Record<string, TableChecksum>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`),
  );
  const sums: Record<string, TableChecksum> = {};
  for (const { name } of tables) {
    // The names come from the catalogue above, quoted by quote_ident: safe to splice in.
    const [row] = rowsOf<{ rows: number; md5: string | null }>(
      await db.execute(
        sql.raw(`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${name} t`),
      ),
    );
    sums[name] = { rows: row?.rows ?? 0, md5: row?.md5 ?? '' };
  }
  return sums;
}
