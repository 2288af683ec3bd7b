import { formatDate } from './dates';

describe('formatDate', () => {
  it('when given a plain date, then it shows that calendar day as "12 Mar 2026"', () => {
    expect(formatDate('2026-03-12')).toBe('12 Mar 2026');
    expect(formatDate('2025-09-01')).toBe('1 Sep 2025');
  });

  it('when given a timestamp, then the day is the one in Liberia (GMT), whatever the offset', () => {
    expect(formatDate('2026-03-12T23:30:00Z')).toBe('12 Mar 2026');
    expect(formatDate('2026-03-13T00:30:00+02:00')).toBe('12 Mar 2026');
  });

  it('when the value is not a date, then it is shown as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
