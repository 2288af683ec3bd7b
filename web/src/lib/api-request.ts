import type { ErrorResponse } from '@lj/contract';
import { type QueryValue, queryString } from './query-string';
import { cookiesEnabled, readCookie } from './cookies';
import { ApiError, NetworkError } from './request-errors';
import { AUTH_TOKEN_KEY, readStored } from './storage';

const CSRF_PATH = '/accounts/api/csrf/';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';

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

/**
 * How the API client (api-client.ts) talks to the server, loaded with its first request rather than
 * with the first script: a server-rendered page asks nothing until the person acts (bench:size).
 * `config` is the client's own object, read at each call: configure() reaches requests already made.
 */
export function createRequests(config: ApiClientConfig) {
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

  return { fetchCsrfToken, request };
}
export type Requests = ReturnType<typeof createRequests>;
