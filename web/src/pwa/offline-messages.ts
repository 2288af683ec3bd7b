import { SITE_NAME } from '../config/site';
import type { QueuedRequest } from './worker-messages';

/** The words the visitor reads about working offline, in one place. */
export const OFFLINE_BANNER = 'You are offline. Jobs you opened before are still here.';

export const APPLICATION_QUEUED: Record<QueuedRequest['queued'], string> = {
  'background-sync': 'You are offline. Your application is saved and will be sent when you are back online.',
  'next-online': `You are offline. Your application is saved on this device and will be sent when you are back online with ${SITE_NAME} open.`,
};

export const APPLICATION_SENT_LATER = 'Your saved application has been sent.';

/** A job saved while offline: where the Save control says it went. */
export const JOB_SAVE_QUEUED = 'You are offline. The job will be saved when you are back online.';

export const JOB_SAVED_LATER = 'The job you saved offline is now on your Saved jobs.';

export const JOB_SAVE_REFUSED_LATER = (detail: string | undefined): string =>
  `The job you saved offline could not be saved${detail ? `: ${detail}` : '.'}`;

/** A saved application the server refused once it was sent (the job closed meanwhile, say). */
export const APPLICATION_REFUSED_LATER = (detail: string | undefined): string =>
  `Your saved application was not accepted${detail ? `: ${detail}` : '.'}`;

/** In place of a page's data that was not kept on this device, while offline. */
export const NOT_KEPT_OFFLINE =
  'You are offline, and this was not kept on this device. It loads once you are back online.';
