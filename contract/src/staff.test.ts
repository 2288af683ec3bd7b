import { describe, expect, it } from 'vitest';
import { staffActionSchema } from './staff';

describe('an audit log row', () => {
  const row = {
    id: 1,
    action: 'user.role',
    target_type: 'user',
    target_id: '41',
    before: { user_type: 'job_seeker' },
    after: { user_type: 'company' },
    reason: null,
    created_at: '2026-11-25T10:00:00.000Z',
  };

  it('when it came from the command line, then it says so and names no staff member', () => {
    expect(staffActionSchema.parse({ ...row, via: 'cli', staff: null })).toMatchObject({ via: 'cli', staff: null });
  });

  it('when it came from the console, then it names the staff member; an origin it does not know is refused', () => {
    const staff = { id: 7, email: 'a.staff@example.com' };
    expect(staffActionSchema.parse({ ...row, via: 'console', staff }).staff).toEqual(staff);
    expect(staffActionSchema.safeParse({ ...row, via: 'cron', staff: null }).success).toBe(false);
    expect(staffActionSchema.safeParse({ ...row, staff }).success).toBe(false);
  });
});
