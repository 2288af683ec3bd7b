import { describe, expect, it } from 'vitest';
import { ALERT_CHANNEL_NEEDED, alertCreateSchema, alertSearchSchema, alertUpdateSchema } from './alerts';

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

describe('an alert channel', () => {
  const alert = { name: 'Drivers', search: '', frequency: 'daily' } as const;

  it('when no channel is given, then the alert mails; SMS is chosen only when asked', () => {
    expect(alertCreateSchema.parse(alert)).toMatchObject({ email: true, sms: false });
    expect(alertCreateSchema.parse({ ...alert, email: false, sms: true })).toMatchObject({ email: false, sms: true });
  });

  it('when both e-mail and SMS are turned off, then the alert is refused with its sentence', () => {
    for (const result of [
      alertCreateSchema.safeParse({ ...alert, email: false }),
      alertUpdateSchema.safeParse({ email: false, sms: false }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ALERT_CHANNEL_NEEDED);
    }
    expect(alertUpdateSchema.safeParse({ email: false }).success).toBe(true);
  });
});
