/**
 * A browser's cookie handling for tests that run the API client in Node against the real server:
 * stores Set-Cookie answers, sends them back, and exposes the script-readable ones the way
 * `document.cookie` would. With `acceptCookies: false` it behaves like a browser with cookies off.
 */
export type RecordedRequest = { method: string; path: string; headers: Record<string, string> };

type StoredCookie = { value: string; httpOnly: boolean };

export class CookieJar {
  readonly requests: RecordedRequest[] = [];
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly options: { acceptCookies: boolean } = { acceptCookies: true }) {}

  set(name: string, value: string, httpOnly = false): void {
    this.cookies.set(name, { value, httpOnly });
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  /** What `document.cookie` shows: every cookie that is not HttpOnly. */
  get documentCookie(): string {
    return [...this.cookies]
      .filter(([, cookie]) => !cookie.httpOnly)
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private store(setCookies: string[]): void {
    if (!this.options.acceptCookies) return;
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const lower = attributes.map((attribute) => attribute.toLowerCase());
      const maxAge = lower.find((attribute) => attribute.startsWith('max-age='));
      const expires = attributes.find((attribute) => attribute.toLowerCase().startsWith('expires='));
      const expired =
        (maxAge !== undefined && Number(maxAge.slice('max-age='.length)) <= 0) ||
        (expires !== undefined && Date.parse(expires.slice('expires='.length)) <= Date.now());
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, httpOnly: lower.includes('httponly') });
    }
  }

  /** A `fetch` that carries this jar's cookies, as a browser does with credentials: 'include'. */
  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const cookie = [...this.cookies].map(([name, stored]) => `${name}=${stored.value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    this.requests.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: Object.fromEntries(headers),
    });
    const response = await globalThis.fetch(url, { ...init, headers });
    this.store(response.headers.getSetCookie());
    return response;
  };
}

/** A Storage that lives in memory, standing in for localStorage outside a browser. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}
