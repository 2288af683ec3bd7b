/** The words the visitor reads about a job saved on this device while offline, to send later. */
export const JOB_SAVE_QUEUED = 'You are offline. The job will be saved when you are back online.';

export const JOB_SAVED_LATER = 'The job you saved offline is now on your Saved jobs.';

export const JOB_SAVE_REFUSED_LATER = (detail: string | undefined): string =>
  `The job you saved offline could not be saved${detail ? `: ${detail}` : '.'}`;
