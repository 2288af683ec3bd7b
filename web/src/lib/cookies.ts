/**
 * Cookies as the API client's requests read them (lib/api-request.ts): loaded with that code, not with
 * the first script (storage.ts, in the shell, clears them at logout).
 */

/** The value of one cookie readable by scripts, or null. */
export function readCookie(name: string): string | null {
  const all = globalThis.document?.cookie ?? '';
  for (const part of all.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** False only when the browser says cookies are off (then sessions and CSRF cannot work). */
export function cookiesEnabled(): boolean {
  return globalThis.navigator?.cookieEnabled !== false;
}
