/**
 * Browser storage, touched only when called (never at import time) so the app can render on a
 * server, where none of these exist. Storage can also throw (private mode, disabled cookies):
 * every helper degrades to "nothing stored".
 */

export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';
export const GOOGLE_CLIENT_ID_KEY = 'google_client_id';

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Full or disabled storage: the value simply is not remembered.
  }
}

export function removeStored(key: string): void {
  try {
    local()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readStoredJson(key: string): unknown {
  const text = readStored(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Expires every cookie scripts can see, on this path and the root (HttpOnly ones are the server's to drop). */
function clearCookies(): void {
  const doc = globalThis.document;
  if (!doc) return;
  for (const part of doc.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phones' browsers
    doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Logout and forced resets: all cookies, local storage and session storage. */
export function clearAllBrowserState(): void {
  clearCookies();
  try {
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
  } catch {
    // Storage disabled: nothing was stored.
  }
}
