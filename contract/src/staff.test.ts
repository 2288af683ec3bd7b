import { describe, expect, it } from 'vitest';
import {
  STAFF_USER_SEARCH_LIMIT,
  STAFF_USER_WEEK_LIMIT,
  staffActionSchema,
  staffUsersLimit,
  staffUsersQuerySchema,
} from './staff';

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

describe('the Users list query', () => {
  const week = { from: '2026-03-02', to: '2026-03-09' };
  const message = (input: unknown) => {
    const parsed = staffUsersQuerySchema.safeParse(input);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it('when a search or a week is given, with a role or not, then it is taken; an empty search beside a week is none', () => {
    expect(staffUsersQuerySchema.parse({ q: ' musa ' })).toEqual({ q: 'musa' });
    expect(staffUsersQuerySchema.parse({ ...week, role: 'job_seeker' })).toEqual({ ...week, role: 'job_seeker' });
    expect(staffUsersQuerySchema.parse({ q: '', ...week }).q).toBeUndefined();
    expect(staffUsersLimit({ q: 'musa' })).toBe(STAFF_USER_SEARCH_LIMIT);
    expect(staffUsersLimit({})).toBe(STAFF_USER_WEEK_LIMIT);
  });

  it('when the search is too short, missing or the week half given, then the message names what is wrong', () => {
    const tooShort = 'Type at least 3 characters of a name, e-mail address or phone number.';
    expect(message({ q: 'mu' })).toBe(tooShort);
    expect(message({ q: 'mu', ...week })).toBe(tooShort);
    expect(message({ q: '' })).toBe(tooShort);
    expect(message({})).toBe('Q is required.');
    expect(message({ role: 'company' })).toBe('Q is required.');
    expect(message({ from: week.from })).toBe('Give both From and To dates, or neither.');
  });
});
