import { z } from 'zod';
import { EMAIL_MAX_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, RESET_LINK_INVALID } from './auth-fields';
import { namedRefSchema, userTypeSchema } from './common';
import { optionalPhoneNumberSchema } from './phone';

/** The profile object carried on the user (spec section 3). Paths are absolute URLs or null. */
export const userProfileSchema = z.object({
  picture: z.string().nullable(),
  resume: z.string().nullable(),
  /** A CV photographed on paper: its pages in order, as URLs (readable by the owner and the companies applied to). */
  resume_pages: z.array(z.string()),
  location: z.string(),
  /** The seeker's one number, in E.164 ('' when none): employers call it, and SMS go to it once confirmed. */
  phone_number: z.string(),
  linkedin_url: z.string(),
  github_url: z.string(),
  portfolio_url: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  birth_date: z.string().nullable(),
  bio: z.string(),
  education: z.string(),
  skills_api: z.array(z.string()),
  skills: z.string(),
  /** Whether phone_number is confirmed (its code typed since it last changed): only then do SMS go to it. */
  phone_confirmed: z.boolean(),
  /** An SMS receipt of each application (only with a confirmed number). */
  sms_receipts: z.boolean(),
  /** An SMS when a company changes an application's status (only with a confirmed number). */
  sms_status_news: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userCompanySummarySchema = namedRefSchema;

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** 'staff' only for operator accounts; nobody can register as staff. */
  user_type: z.enum([...userTypeSchema.options, 'staff']),
  first_name: z.string(),
  last_name: z.string(),
  company: userCompanySummarySchema.nullable(),
  profile: userProfileSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /accounts/api/auth/profile/: the user, with its name and profile fields also at the top level. */
export const profileResponseSchema = userProfileSchema.partial().extend({
  user: userSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const csrfResponseSchema = z.object({ csrfToken: z.string() });

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answer of login, register and social login: the user plus a DRF-style token. */
export const authResponseSchema = z.object({
  user: userSchema,
  token: z.string(),
  created: z.boolean().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const registerRequestSchema = z
  .object({
    email: z.string().trim().min(1, 'Email is required').max(EMAIL_MAX_LENGTH).email(),
    password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
    password2: z.string().min(1, 'Please confirm your password').max(MAX_PASSWORD_LENGTH),
    user_type: userTypeSchema,
  })
  .refine((value) => value.password === value.password2, {
    message: 'Passwords do not match',
    path: ['password2'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const userInfoResponseSchema = z.object({
  authenticated: z.boolean(),
  user: userSchema.nullable(),
});

export const googleClientIdResponseSchema = z.union([
  z.object({ google_client_id: z.string() }),
  z.object({ error: z.string() }),
]);

export const socialLoginRequestSchema = z.object({ id_token: z.string().min(1).max(8192) });

export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(EMAIL_MAX_LENGTH),
});

/** A new password: the length rule here, the others (email, common, numeric) on the server. */
const newPassword = () =>
  z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(MAX_PASSWORD_LENGTH);

export const passwordResetConfirmSchema = z.object({
  uid: z.string({ error: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID).max(64, RESET_LINK_INVALID),
  token: z.string({ error: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID).max(256, RESET_LINK_INVALID),
  new_password: newPassword(),
});

/** POST /accounts/api/auth/password/change/ (signed in; no screen yet, see docs/decisions/0008-password-change.md). */
export const passwordChangeRequestSchema = z.object({
  current_password: z.string().min(1, 'Current password is required').max(MAX_PASSWORD_LENGTH),
  new_password: newPassword(),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/**
 * POST /accounts/api/auth/logout-everywhere/ (signed in, no body): "Sign out everywhere" ends every
 * session and token of the user, the caller's too (docs/decisions/0007-sign-out-everywhere.md). `sessions_ended` counts them.
 */
export const logoutEverywhereResponseSchema = z.object({
  detail: z.string(),
  sessions_ended: z.number().int(),
});
export type LogoutEverywhereResponse = z.infer<typeof logoutEverywhereResponseSchema>;

/** Text fields of the job seeker profile form (multipart PUT /accounts/api/auth/profile/). */
export const profileUpdateFieldsSchema = z.object({
  first_name: z.string().trim().max(150).optional(),
  last_name: z.string().trim().max(150).optional(),
  bio: z.string().max(5000).optional(),
  /** The phone rules of contract/src/phone.ts; '' takes the number off the profile. */
  phone_number: optionalPhoneNumberSchema.optional(),
  location: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  region: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  birth_date: z.string().optional(),
  education: z.string().max(2000).optional(),
  linkedin_url: z.string().trim().max(500).optional(),
  github_url: z.string().trim().max(500).optional(),
  portfolio_url: z.string().trim().max(500).optional(),
  skills_api: z.string().max(2000).optional(),
  delete_picture: z.string().optional(),
  delete_resume: z.string().optional(),
});
export type ProfileUpdateFields = z.infer<typeof profileUpdateFieldsSchema>;
