import { describe, expect, it } from 'vitest';
import { jobCountText } from './job-count-text';

describe('jobCountText', () => {
  it('when the count is exact, then it is said as it is, however large', () => {
    expect(jobCountText(0)).toBe('0 jobs');
    expect(jobCountText(1)).toBe('1 job');
    expect(jobCountText(200)).toBe('200 jobs');
    expect(jobCountText(100_000)).toBe('100000 jobs');
  });

  it('when the count is an estimate, then it is "about", with thousands separated', () => {
    expect(jobCountText(110, true)).toBe('About 110 jobs');
    expect(jobCountText(12_000, true)).toBe('About 12,000 jobs');
  });
});
