import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth';

describe('registerRequestSchema', () => {
  const valid = {
    email: 'musu@example.com',
    password: 'palm-wine-42',
    password2: 'palm-wine-42',
    user_type: 'job_seeker',
  };

  it('when both passwords match, then the registration is accepted', () => {
    expect(registerRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('when the confirmation differs, then the error is "Passwords do not match" on password2', () => {
    const result = registerRequestSchema.safeParse({ ...valid, password2: 'other' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password2'], message: 'Passwords do not match' }),
    ]);
  });

  it('when fields are empty, then each gets the spec message', () => {
    const result = registerRequestSchema.safeParse({ email: '', password: '', password2: '', user_type: 'company' });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Email is required', 'Password is required', 'Please confirm your password']),
    );
  });
});
