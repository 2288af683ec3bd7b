/**
 * The application's fixed texts, apart from the choice lists, and the apply step's rule of what it asks
 * for: the job list's first script carries the choices (contract/src/choices.ts), and only the job page
 * needs these (without zod).
 */

/** Sent when the job seeker leaves the cover letter empty (spec section 7). */
export const DEFAULT_COVER_LETTER = 'I am interested in this position and would like to be considered.';
export const APPLICATION_SUBMITTED = 'Your application has been submitted successfully!';

/**
 * A second application to the same job is refused with this code and detail (the unique index decides);
 * the job page then shows 'Applied Successfully'. Clients read the code, never the detail's words.
 */
export const ALREADY_APPLIED_CODE = 'already_applied';
export const ALREADY_APPLIED_DETAIL = 'You have already applied to this job.';

/** The apply step's name field, asked for when the profile has no name. */
export const FULL_NAME_MAX = 150;
export const FULL_NAME_REQUIRED = 'Enter your full name.';

/** How a phone number may be written (the rules: contract/src/phone.ts). */
export const PHONE_HINT = 'A Liberian number such as 0770 123 456, or an international one starting with +.';

/** Said above the fields the apply step asks for. */
export const APPLY_STEP_NOTE = 'The employer needs these to call you. They are saved on your profile.';

/** What an application carries of the seeker besides their e-mail address: the apply step asks for it. */
export type ContactPart = 'name' | 'phone';

/**
 * What a profile lacks of a name and a phone number: the apply step asks for these (and only these),
 * and the employer is told of them on applications made before (the server's `profile_missing`).
 */
export function missingContact(profile: { firstName: string; lastName: string; phone: string | null }): ContactPart[] {
  const missing: ContactPart[] = [];
  if (!`${profile.firstName}${profile.lastName}`.trim()) missing.push('name');
  if (!profile.phone?.trim()) missing.push('phone');
  return missing;
}
