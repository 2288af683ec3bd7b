/** Dates as the app writes them (apart from lib/format.ts, which the job list's first start loads). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * brand.md: dates as "12 Mar 2026" in Liberia's time zone, which is GMT all year, so UTC fields
 * are exact. Takes an ISO timestamp or a plain YYYY-MM-DD date (read as that calendar day).
 */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Month names, January first: the CV's month choices and the bookkeeping month labels. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
