import type { ErrorResponse } from '@lj/contract';
import { API_BASE } from '../config/site';
import type { Requests } from './api-request';
import type { QueryValue } from './query-string';

/** Spec section 9. */
export const API_TIMEOUT_MS = 30_000;
export const CSRF_PATH = '/accounts/api/csrf/';
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

  let requests: Promise<Requests> | undefined;
  /** The request code (api-request.ts), fetched once, at the first request or when asked ahead. */
  const load = (): Promise<Requests> => {
    requests ??= import('./api-request').then((module) => module.createRequests(config));
    return requests;
  };
  async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const { request: send } = await load();
    // Cancelled while the code was on its way: the request is not sent.
    options.signal?.throwIfAborted();
    return send<T>(method, path, options);
  }

  return {
    config,
    /** The app sets the /login hook and the console-log flag once it knows them. */
    configure(patch: Partial<ApiClientConfig>) {
      Object.assign(config, patch);
    },
    /** Fetches the request code now: for a page that will ask the server at once (a client-rendered one). */
    prepare: (): Promise<unknown> => load(),
    fetchCsrfToken: async (): Promise<string | null> => (await load()).fetchCsrfToken(),
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
