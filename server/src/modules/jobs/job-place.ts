import { type SQL, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';

/**
 * One place, however a company wrote it: "Monrovia" and "Monrovia, Montserrado" are the
 * same town, so the location options list it once and the location filter finds both. A place is the
 * town, the text before the first comma (the county after it is optional); a text starting with a
 * comma keeps its whole text.
 */
export function placeOf(location: string): string {
  const town = location.split(',')[0]?.trim() ?? '';
  return town || location.trim();
}

/** placeOf in SQL, lowered: the key the location options are grouped by. */
export const placeKey: SQL<string> = sql<string>`coalesce(nullif(lower(btrim(split_part(${jobs.location}, ',', 1))), ''), lower(btrim(${jobs.location})))`;
