import { describe, expect, it } from 'vitest';
import { alertSearchSchema } from './alerts';

describe('an alert search', () => {
  it('when a /jobs query string is given, then it keeps its filters and drops paging, view and empty ones', () => {
    expect(
      alertSearchSchema.parse('?search=driver&location=&page=3&job_type=full_time&job_type=contract&view=card'),
    ).toBe('search=driver&job_type=full_time&job_type=contract');
  });

  it('when a filter is not valid for /jobs, then the same sentence as the job list refuses it', () => {
    const result = alertSearchSchema.safeParse('salary_min=500&salary_max=100');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The minimum salary cannot be above the maximum.');
    expect(alertSearchSchema.safeParse('job_type=astronaut').success).toBe(false);
  });
});
