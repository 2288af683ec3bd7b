// The sign-in forms' limits and texts, without zod: the login, registration and password reset pages
// render their fields from these, and load zod with the schemas (auth.ts, built from the same numbers)
// only once a person starts filling a form in (web/src/lib/lazy-resolver.ts).

export const EMAIL_MAX_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 8;
/** Longer passwords are refused (server/src/modules/accounts/password-rules.ts counts bytes too). */
export const MAX_PASSWORD_LENGTH = 4096;

/**
 * The rules a new password must meet (server/src/modules/accounts/password-rules.ts checks them),
 * shown under the field before the first submit.
 */
export const NEW_PASSWORD_RULES = `At least ${MIN_PASSWORD_LENGTH} characters, not only numbers. Not your email, and not a common password such as "password123".`;

/**
 * Where a person lands when no page asked for them (`next`): staff in their console; a company just
 * registered on its dashboard, which offers naming the company as the first step; anyone else at home.
 */
export const startPageFor = (
  userType: 'job_seeker' | 'company' | 'staff',
  moment: 'logged-in' | 'registered' = 'logged-in',
): string => {
  if (userType === 'staff') return '/staff';
  return userType === 'company' && moment === 'registered' ? '/dashboard' : '/';
};

/** Spec section 5: the reset link's uid and token are missing or wrong. */
export const RESET_LINK_INVALID = 'Invalid or missing reset link.';

/**
 * The HTML limits of the sign-in forms' fields, as web/src/lib/field-limits.ts would read them from the
 * schemas (web/src/features/auth/auth-field-limits.test.ts checks that they agree).
 */
export const authFieldLimits = {
  email: { maxLength: EMAIL_MAX_LENGTH, required: true },
  password: { maxLength: MAX_PASSWORD_LENGTH, required: true },
  newPassword: { minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH, required: true },
} as const;
