import type { WeekFilter } from '@lj/contract';
import { Link, useSearchParams } from 'react-router';

/** "2 Mar 2026": a day of the filter, as staff read it. */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Reads the page address's query with the list's own contract schema, so a link (the weekly figures) can open
 * the list filtered; an address the schema refuses opens the list as if it had no query.
 */
export function useListQuery<T>(schema: {
  safeParse: (input: unknown) => { success: true; data: T } | { success: false };
}): [T, (changes: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = schema.safeParse(Object.fromEntries(params));
  const fallback = schema.safeParse({});
  const query = parsed.success ? parsed.data : fallback.success ? fallback.data : ({} as T);
  const change = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return [query, change];
}

/**
 * Says which days the list shows ("what" they are the days of), with a link to the list without them and
 * without `alsoClear`, the filters that mean nothing without days.
 */
export function WeekFilterNotice({
  filter,
  what,
  alsoClear = [],
}: {
  filter: WeekFilter;
  what: string;
  alsoClear?: readonly string[];
}) {
  const [params] = useSearchParams();
  if (!filter.from || !filter.to) return null;
  const cleared = new URLSearchParams(params);
  for (const key of ['from', 'to', ...alsoClear]) cleared.delete(key);
  const last = new Date(`${filter.to}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  return (
    <p className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2" role="status">
      <span>
        Showing {what} {dayLabel(filter.from)} to {dayLabel(last.toISOString().slice(0, 10))} (UTC).
      </span>
      <Link to={{ search: cleared.toString() }} className="btn btn-sm btn-outline-secondary">
        Clear the dates
      </Link>
    </p>
  );
}
