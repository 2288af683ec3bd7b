import {
  loginRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from '@lj/contract';
import { authFieldLimits } from '@lj/contract/auth-fields';
import { describe, expect, it } from 'vitest';
import { fieldLimits } from '../../lib/field-limits';

/**
 * The sign-in pages render their fields' limits from '@lj/contract/auth-fields', without zod; the server
 * and the forms' validation use the schemas. Both must say the same.
 */
describe('the sign-in forms’ limits', () => {
  it.each([
    ['login e-mail', fieldLimits(loginRequestSchema, 'email'), authFieldLimits.email],
    ['login password', fieldLimits(loginRequestSchema, 'password'), authFieldLimits.password],
    ['registration e-mail', fieldLimits(registerRequestSchema, 'email'), authFieldLimits.email],
    ['registration password', fieldLimits(registerRequestSchema, 'password'), authFieldLimits.password],
    ['registration confirmation', fieldLimits(registerRequestSchema, 'password2'), authFieldLimits.password],
    ['reset e-mail', fieldLimits(passwordResetRequestSchema, 'email'), authFieldLimits.email],
    ['new password', fieldLimits(passwordResetConfirmSchema, 'new_password'), authFieldLimits.newPassword],
  ])('when the %s field is rendered, then its limits are the schema’s', (_, fromSchema, rendered) => {
    expect(rendered).toEqual(fromSchema);
  });
});
