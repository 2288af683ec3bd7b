import { API_BASE } from '../config/site';
import type { ApiClientConfig, Method, RequestOptions, Requests } from './api-request';

// The client's interface: what its requests take and what they reject with.
export type { RequestOptions } from './api-request';
export { ApiError, NetworkError } from './request-errors';

/** Spec section 9. */
export const API_TIMEOUT_MS = 30_000;

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
