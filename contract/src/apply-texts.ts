/**
 * The application's fixed texts, apart from the choice lists: the job list's first script carries
 * those (contract/src/choices.ts), and only the job page needs these.
 */

/** Sent when the job seeker leaves the cover letter empty (spec section 7). */
export const DEFAULT_COVER_LETTER = 'I am interested in this position and would like to be considered.';
export const APPLICATION_SUBMITTED = 'Your application has been submitted successfully!';
