import { bookkeepingMonths } from '@lj/contract';
import { MONTH_NAMES } from '../../lib/dates';

/**
 * Spec section 5: the months a company may still submit, 2024-01 up to the current month minus
 * those already submitted (locked for good), newest first so this month is the first choice.
 */
export function openMonths(submitted: readonly string[], now = new Date()): string[] {
  const locked = new Set(submitted);
  return bookkeepingMonths(now)
    .filter((month) => !locked.has(month))
    .reverse();
}

/** "2025-03" as "March 2025". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  const name = MONTH_NAMES[Number(number) - 1];
  return name && year ? `${name} ${year}` : month;
}
