import type { ErrorResponse } from '@lj/contract';
import { API_BASE } from '../config/site';
import { type QueryValue, queryString } from './query-string';
import { AUTH_TOKEN_KEY, cookiesEnabled, readCookie, readStored } from './storage';

/** Spec section 9. */
export const API_TIMEOUT_MS = 30_000;
export const CSRF_PATH = '/accounts/api/csrf/';
const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The server answered with an error status; `data` is its `{detail, code?, field: [...]}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: ErrorResponse;

  constructor(status: number, statusText: string, data: ErrorResponse) {
    super(data.detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

/** No answer at all: the network failed or the server took longer than the timeout. */
export class NetworkError extends Error {
  readonly timedOut: boolean;

  constructor(message: string, timedOut: boolean, cause?: unknown) {
    super(message, { cause });
    this.name = 'NetworkError';
    this.timedOut = timedOut;
  }
}

export type ApiClientConfig = {
  /** '' for this origin. */
  baseUrl: string;
  /** Injectable so tests can run the client in Node with a cookie jar. */
  fetch: typeof fetch;
  timeoutMs: number;
  /** Called for any 401/403 left after the retries; the app sends the browser to /login. */
  onUnauthorized: (status: 401 | 403) => void;
  /** The enable_console_logs flag: client log lines only when it is on. */
  consoleLogs: boolean;
};

export type RequestOptions = {
  /** A plain object is sent as JSON; FormData as multipart (the browser sets its content type). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** False for the sign-in screens: a failed login shows its message instead of reloading /login. */
  redirectOnUnauthorized?: boolean;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json().catch(() => null);
  return response.text();
}

function asErrorResponse(body: unknown): ErrorResponse {
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as ErrorResponse;
  return typeof body === 'string' && body ? { detail: body } : {};
}

export function createApiClient(overrides: Partial<ApiClientConfig> = {}) {
  const config: ApiClientConfig = {
    baseUrl: API_BASE,
    // Looked up at call time, never at import time.
    fetch: (input, init) => globalThis.fetch(input, init),
    timeoutMs: API_TIMEOUT_MS,
    onUnauthorized: () => {},
    consoleLogs: false,
    ...overrides,
  };

  const log = (message: string) => {
    if (config.consoleLogs) console.warn(`[api] ${message}`);
  };

  /** One HTTP exchange with the timeout applied; the caller's signal still cancels it. */
  async function send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return await config.fetch(url, { ...init, credentials: 'include', signal: controller.signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timedOut) throw new NetworkError(`No answer within ${config.timeoutMs / 1000} seconds.`, true, error);
      throw new NetworkError('No response from the server.', false, error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  /** GET /accounts/api/csrf/: the answer's csrfToken, else the cookie it set, else null. */
  async function fetchCsrfToken(): Promise<string | null> {
    if (!cookiesEnabled()) log('Cookies are disabled: authentication will fail.');
    try {
      const response = await send(`${config.baseUrl}${CSRF_PATH}`, {
        method: 'GET',
        cache: 'no-store',
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'Cache-Control': 'no-cache' },
      });
      const body = await readBody(response);
      const answered =
        body && typeof body === 'object' && 'csrfToken' in body && typeof body.csrfToken === 'string'
          ? body.csrfToken
          : null;
      const token = answered || readCookie(CSRF_COOKIE);
      if (!token) log('CSRF token not found after a fetch attempt.');
      return token;
    } catch {
      log('CSRF token could not be fetched.');
      return readCookie(CSRF_COOKIE);
    }
  }

  function headersFor(method: Method, body: unknown, csrfToken: string | null): Headers {
    const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
    if (!(body instanceof FormData)) headers.set('Content-Type', 'application/json');
    // Read on every attempt: a login elsewhere in the app may have stored a new token meanwhile.
    const token = readStored(AUTH_TOKEN_KEY);
    if (token) headers.set('Authorization', `Token ${token}`);
    if (UNSAFE_METHODS.has(method) && csrfToken) headers.set(CSRF_HEADER, csrfToken);
    return headers;
  }

  function encodeBody(method: Method, body: unknown): BodyInit | undefined {
    if (body instanceof FormData) return body;
    if (body !== undefined) return JSON.stringify(body);
    // A JSON content type with an empty body is malformed JSON; send an empty object instead.
    return UNSAFE_METHODS.has(method) ? '{}' : undefined;
  }

  /**
   * Spec section 7: CSRF token first for unsafe methods; then at most one CSRF refresh (on 403)
   * and at most one repeat with the stored token (on 401/403); any 401/403 left goes to /login.
   */
  async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const url = `${config.baseUrl}${path}${queryString(options.query)}`;
    const unsafe = UNSAFE_METHODS.has(method);
    let csrfToken = unsafe ? (readCookie(CSRF_COOKIE) ?? (await fetchCsrfToken())) : null;
    let csrfRetried = false;
    let tokenRetried = false;

    for (;;) {
      const response = await send(
        url,
        { method, headers: headersFor(method, options.body, csrfToken), body: encodeBody(method, options.body) },
        options.signal,
      );
      const body = await readBody(response);
      if (response.ok) return body as T;

      const status = response.status;
      // A GET carries no CSRF token, so only unsafe requests can be fixed by a fresh one.
      if (status === 403 && unsafe && !csrfRetried) {
        csrfRetried = true;
        csrfToken = await fetchCsrfToken();
        continue;
      }
      if ((status === 401 || status === 403) && !tokenRetried && readStored(AUTH_TOKEN_KEY)) {
        tokenRetried = true;
        continue;
      }
      if ((status === 401 || status === 403) && options.redirectOnUnauthorized !== false) {
        config.onUnauthorized(status);
      }
      throw new ApiError(status, response.statusText, asErrorResponse(body));
    }
  }

  return {
    config,
    /** The app sets the /login hook and the console-log flag once it knows them. */
    configure(patch: Partial<ApiClientConfig>) {
      Object.assign(config, patch);
    },
    fetchCsrfToken,
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's one client. Creating it touches no browser global. */
export const api: ApiClient = createApiClient();
