/** Messages between the pages and the service worker, and the worker's answer to a queued application. */

/** Page to worker: the visitor chose 'Reload' on the new-version toast. */
export type PageMessage = { type: 'SKIP_WAITING' };

/** Worker to pages: applications queued while offline have reached the server. */
export type WorkerMessage = { type: 'APPLICATIONS_SENT' };

/** How an application made offline will travel: the browser's Background Sync, or the page itself. */
export type QueuedRequest = { queued: 'background-sync' | 'next-online' };

/** The worker's 202 body when it queued the request for Background Sync. */
export const QUEUED_BY_BACKGROUND_SYNC: QueuedRequest = { queued: 'background-sync' };

export const isQueuedRequest = (answer: unknown): answer is QueuedRequest =>
  typeof answer === 'object' &&
  answer !== null &&
  'queued' in answer &&
  (answer.queued === 'background-sync' || answer.queued === 'next-online');
