import type { WeekFilter } from '@lj/contract';
import { type AnyColumn, and, gte, lt, type SQL } from 'drizzle-orm';

const midnightUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** `column` within the filter's days (UTC, `to` excluded), as the weekly figures count them; nothing when none given. */
export const withinDays = (column: AnyColumn, { from, to }: WeekFilter): SQL | undefined =>
  from && to ? and(gte(column, midnightUtc(from)), lt(column, midnightUtc(to))) : undefined;
