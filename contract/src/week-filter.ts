import { z } from 'zod';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A YYYY-MM-DD that is a day of the calendar (not 2026-02-30; 2026-13-45 is no date at all). */
export const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return ISO_DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const day = (name: string) =>
  z.string().refine(isRealDate, { error: `${name} must be a date written as YYYY-MM-DD, like 2026-03-02.` });

/**
 * The days a staff list is narrowed to, from `from` (included) to `to` (excluded), in UTC: the weekly
 * figures link a week as its Monday and the next Monday. Both or neither, so a list never reads half a range.
 */
export const weekFilterShape = { from: day('From').optional(), to: day('To').optional() };

/** Both ends given, the first before the second; refine a schema built on `weekFilterShape` with it. */
export const checkWeekFilter = (
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if ((query.from === undefined) !== (query.to === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [query.from ? 'to' : 'from'],
      message: 'Give both From and To dates, or neither.',
    });
  else if (query.from && query.to && query.from >= query.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be a later date than From.' });
};

export type WeekFilter = { from?: string | undefined; to?: string | undefined };
