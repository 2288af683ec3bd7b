/** The words the visitor reads about a job saved, or taken off Saved jobs, at once or offline to send later. */
export const JOB_SAVED = 'Job saved. Find it under Saved jobs.';
export const JOB_UNSAVED = 'Job removed from your Saved jobs.';
export const SAVE_FAILED = 'The job could not be saved. Please try again.';

export const JOB_SAVE_QUEUED = 'You are offline. The job will be saved when you are back online.';

export const JOB_SAVED_LATER = 'The job you saved offline is now on your Saved jobs.';

export const JOB_SAVE_REFUSED_LATER = (detail: string | undefined): string =>
  `The job you saved offline could not be saved${detail ? `: ${detail}` : '.'}`;

export const JOB_UNSAVE_QUEUED =
  'You are offline. The job will be removed from your Saved jobs when you are back online.';

export const JOB_UNSAVED_LATER = 'The job you removed offline is off your Saved jobs.';

export const JOB_UNSAVE_REFUSED_LATER = (detail: string | undefined): string =>
  `The job you removed offline could not be taken off your Saved jobs${detail ? `: ${detail}` : '.'}`;
