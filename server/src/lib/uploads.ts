/** The largest file any upload route accepts; each kind checks its own smaller limit. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
