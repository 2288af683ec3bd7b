/**
 * The words the visitor reads about pages offline, in one place; those about an application kept to
 * send later are in queued-application-messages.ts, loaded with the offline queue, not with every list.
 */
export const OFFLINE_BANNER = 'You are offline. Jobs you opened before are still here.';

/** In place of a page's data that was not kept on this device, while offline. */
export const NOT_KEPT_OFFLINE =
  'You are offline, and this was not kept on this device. It loads once you are back online.';
