/**
 * The application's fixed texts, apart from the choice lists: the job list's first script carries
 * those (contract/src/choices.ts), and only the job page needs these.
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
