import { SITE_NAME } from '../config/site';
import type { QueuedRequest } from './worker-messages';

/** The words the visitor reads about an application kept on this device to send later. */
export const APPLICATION_QUEUED: Record<QueuedRequest['queued'], string> = {
  'background-sync': 'You are offline. Your application is saved and will be sent when you are back online.',
  'next-online': `You are offline. Your application is saved on this device and will be sent when you are back online with ${SITE_NAME} open.`,
};

export const APPLICATION_SENT_LATER = 'Your saved application has been sent.';

/** A saved application the server refused once it was sent (the job closed meanwhile, say). */
export const APPLICATION_REFUSED_LATER = (detail: string | undefined): string =>
  `Your saved application was not accepted${detail ? `: ${detail}` : '.'}`;
