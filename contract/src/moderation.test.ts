import { describe, expect, it } from 'vitest';
import { staffJobsQuerySchema } from './moderation';

describe('the staff Jobs list query', () => {
  const week = { from: '2026-03-02', to: '2026-03-09' };
  const message = (input: unknown) => {
    const parsed = staffJobsQuerySchema.safeParse(input);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it('when the jobs applied to in a week are asked for, then the week is taken', () => {
    expect(staffJobsQuerySchema.parse({ state: 'applied', ...week })).toEqual({ state: 'applied', ...week });
    expect(staffJobsQuerySchema.parse({})).toEqual({ state: 'held' });
  });

  it('when the jobs applied to are asked for without dates or with half of them, then the message says what to give', () => {
    expect(message({ state: 'applied' })).toBe(
      'Give the From and To dates of the applications: jobs applied to are listed for some days only.',
    );
    expect(message({ state: 'applied', from: week.from })).toBe('Give both From and To dates, or neither.');
    expect(message({ state: 'applied', from: week.to, to: week.from })).toBe('To must be a later date than From.');
  });
});
