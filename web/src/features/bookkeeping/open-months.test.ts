import { describe, expect, it } from 'vitest';
import { monthLabel, openMonths } from './open-months';

const march2024 = new Date('2024-03-15T12:00:00Z');

describe('openMonths', () => {
  it('when nothing is submitted, then every month from 2024-01 to the current one is open, newest first', () => {
    expect(openMonths([], march2024)).toEqual(['2024-03', '2024-02', '2024-01']);
  });

  it('when some months are submitted, then they are no longer offered', () => {
    expect(openMonths(['2024-02'], march2024)).toEqual(['2024-03', '2024-01']);
  });

  it('when every month is submitted, then no month is left', () => {
    expect(openMonths(['2024-01', '2024-02', '2024-03'], march2024)).toEqual([]);
  });

  it('when the year turns, then December and January are both there', () => {
    const months = openMonths([], new Date('2025-01-31T23:59:00Z'));
    expect(months).toHaveLength(13);
    expect(months.slice(0, 2)).toEqual(['2025-01', '2024-12']);
    expect(months.at(-1)).toEqual('2024-01');
  });

  it('when the current month is read, then it is the month in Liberia (UTC), not the visitor clock', () => {
    expect(openMonths([], new Date('2024-02-29T23:30:00Z'))[0]).toBe('2024-02');
    expect(openMonths([], new Date('2024-03-01T00:30:00Z'))[0]).toBe('2024-03');
  });
});

describe('monthLabel', () => {
  it('when given a YYYY-MM month, then it reads as the month name and year', () => {
    expect(monthLabel('2024-01')).toBe('January 2024');
    expect(monthLabel('2025-12')).toBe('December 2025');
  });
});
