import { z } from 'zod';
import { aboutField, unlessMissing } from './messages';

export const BOOKKEEPING_FIRST_MONTH = '2024-01';
export const BOOKKEEPING_DISABLED = 'Bookkeeping is not enabled.';
export const BOOKKEEPING_MONTH_TAKEN = 'This month has already been submitted.';
export const BOOKKEEPING_MAX_AMOUNT = 999_999_999_999.99;

/** The current month in Liberia, whose time is UTC all year. */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** Every month from 2024-01 to the current one, oldest first. */
export function bookkeepingMonths(now = new Date()): string[] {
  const months: string[] = [];
  const last = currentMonth(now);
  let [year, month] = BOOKKEEPING_FIRST_MONTH.split('-').map(Number) as [number, number];
  for (;;) {
    const value = `${year}-${String(month).padStart(2, '0')}`;
    if (value > last) return months;
    months.push(value);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}

const MONTH_FORMAT = 'Month must be written as YYYY-MM, like 2026-03.';

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A money or tonnage figure: a number (or numeric text) >= 0 with at most two decimals. */
const amount = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number()
    .min(0)
    .max(BOOKKEEPING_MAX_AMOUNT)
    .refine(hasAtMostTwoDecimals, { error: aboutField((field) => `${field} can have at most 2 decimal places.`) }),
);

export const bookkeepingRecordRequestSchema = z.object({
  month: z
    .string({ error: unlessMissing(MONTH_FORMAT) })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: unlessMissing(MONTH_FORMAT) }),
  revenue: amount,
  expenses: amount,
  oreExtracted: amount,
  wagesPaid: amount,
  notes: z.string().trim().max(5_000).default(''),
});
export type BookkeepingRecordRequest = z.infer<typeof bookkeepingRecordRequestSchema>;
export type BookkeepingRecordInput = z.input<typeof bookkeepingRecordRequestSchema>;

export const bookkeepingRecordSchema = z.object({
  id: z.number(),
  month: z.string(),
  revenue: z.number(),
  expenses: z.number(),
  oreExtracted: z.number(),
  wagesPaid: z.number(),
  notes: z.string(),
  submitted_at: z.string(),
});
export type BookkeepingRecord = z.infer<typeof bookkeepingRecordSchema>;

export const bookkeepingRecordResponseSchema = z.object({ success: z.literal(true), record: bookkeepingRecordSchema });

/** A submitted month's sums, for the chart beside the table. */
export const bookkeepingMonthFiguresSchema = z.object({
  month: z.string(),
  revenue: z.number(),
  expenses: z.number(),
  wagesPaid: z.number(),
});
export type BookkeepingMonthFigures = z.infer<typeof bookkeepingMonthFiguresSchema>;

export const bookkeepingMonthsResponseSchema = z.object({
  months: z.array(z.string()),
  /** The submitted months with their sums, oldest first. */
  figures: z.array(bookkeepingMonthFiguresSchema),
  first_month: z.string(),
  current_month: z.string(),
});
export type BookkeepingMonthsResponse = z.infer<typeof bookkeepingMonthsResponseSchema>;
