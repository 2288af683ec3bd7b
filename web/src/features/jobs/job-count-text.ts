import { formatNumber } from '../../lib/format';

/**
 * How many jobs a list holds, in words: "1 job", "45 jobs", or "About 12,000 jobs" when the server
 * says its count is an estimate (`count_is_estimate`, only above JOB_COUNT_EXACT_UP_TO; docs/decisions/0020-job-counts.md).
 */
export function jobCountText(count: number, estimated = false): string {
  if (estimated) return `About ${formatNumber(count, 0)} jobs`;
  return count === 1 ? '1 job' : `${count} jobs`;
}
