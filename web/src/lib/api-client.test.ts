// @vitest-environment node
import type { AuthResponse, RegisterRequest } from '@lj/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfoResponse } from '../api/auth';
import { CookieJar, memoryStorage } from '../testing/cookie-jar';
import { type RealServer, startRealServer } from '../testing/real-server';
import { ApiError, createApiClient, NetworkError } from './api-client';
import { AUTH_TOKEN_KEY } from './storage';

const CSRF = '/accounts/api/csrf/';
const REGISTER = '/accounts/api/register/';
const LOGIN = '/accounts/api/login/';
const USER_INFO = '/accounts/api/auth/user-info/';
const PASSWORD = 'harbour-lights-2026';

let server: RealServer;
let storage: Storage;
let jar: CookieJar;

beforeAll(async () => {
  server = await startRealServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** The browser around the client: this test's cookie jar behind document.cookie, and a fresh localStorage. */
function freshBrowser(options = { acceptCookies: true }) {
  jar = new CookieJar(options);
  vi.stubGlobal('document', {
    get cookie() {
      return jar.documentCookie;
    },
  });
}

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  freshBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function client(overrides: Parameters<typeof createApiClient>[0] = {}) {
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseUrl: server.baseUrl, fetch: jar.fetch, onUnauthorized, ...overrides });
  return { api, onUnauthorized };
}

const trail = () => jar.requests.map((request) => `${request.method} ${request.path}`);

let accounts = 0;
const newAccount = (): RegisterRequest => ({
  email: `client-${Date.now()}-${++accounts}@example.com`,
  password: PASSWORD,
  password2: PASSWORD,
  user_type: 'job_seeker',
});

/** An account made through another browser; the test then starts with a fresh, empty one. */
async function registeredAccount(): Promise<{ email: string; token: string }> {
  const body = newAccount();
  const answer = await client().api.post<AuthResponse>(REGISTER, body);
  freshBrowser();
  return { email: body.email, token: answer.token };
}

describe('api client against the real server', () => {
  it('when no csrftoken cookie exists, then it fetches one first and the POST carries it', async () => {
    const { api } = client();
    const body = newAccount();
    const answer = await api.post<AuthResponse>(REGISTER, body);

    expect(answer.user.email).toBe(body.email);
    expect(answer.token).toMatch(/^[0-9a-f]{40}$/);
    expect(trail()).toEqual([`GET ${CSRF}`, `POST ${REGISTER}`]);
    const [csrfRequest, post] = jar.requests;
    expect(csrfRequest?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(post?.headers['x-csrftoken']).toMatch(/^[a-zA-Z0-9]{64}$/);
    expect(post?.headers['content-type']).toBe('application/json');
    expect(post?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(jar.get('csrftoken')).toMatch(/^[a-zA-Z0-9]{32}$/);
  });

  it('when the csrftoken cookie is stale, then the 403 brings one CSRF refresh and one successful retry', async () => {
    const { email } = await registeredAccount();
    jar.set('csrftoken', 'stale-token-from-an-old-visit');
    const { api, onUnauthorized } = client();
    const answer = await api.post<AuthResponse>(LOGIN, { email, password: PASSWORD });

    expect(answer.user.email).toBe(email);
    expect(trail()).toEqual([`POST ${LOGIN}`, `GET ${CSRF}`, `POST ${LOGIN}`]);
    expect(jar.requests[0]?.headers['x-csrftoken']).toBe('stale-token-from-an-old-visit');
    expect(jar.requests[2]?.headers['x-csrftoken']).toMatch(/^[a-zA-Z0-9]{64}$/);
    expect(jar.get('csrftoken')).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('when CSRF keeps failing (cookies refused), then it retries exactly once and passes the 403 on', async () => {
    const { email } = await registeredAccount();
    freshBrowser({ acceptCookies: false });
    vi.stubGlobal('navigator', { cookieEnabled: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, onUnauthorized } = client({ consoleLogs: true });

    const error = await api.post(LOGIN, { email, password: PASSWORD }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).data.detail).toMatch(/^CSRF Failed/);
    expect(trail()).toEqual([`GET ${CSRF}`, `POST ${LOGIN}`, `GET ${CSRF}`, `POST ${LOGIN}`]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(403);
    expect(warn).toHaveBeenCalledWith('[api] Cookies are disabled: authentication will fail.');
    warn.mockRestore();
  });

  it('when enable_console_logs is off, then the client writes no log lines', async () => {
    freshBrowser({ acceptCookies: false });
    vi.stubGlobal('navigator', { cookieEnabled: false });
    const warn = vi.spyOn(console, 'warn');
    const { api } = client();
    await api.post(LOGIN, { email: 'nobody@example.com', password: PASSWORD }).catch(() => {});
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('when a token is stored, then it is sent as Authorization and identifies the user without a session', async () => {
    const { email, token } = await registeredAccount();
    storage.setItem(AUTH_TOKEN_KEY, token);
    const { api } = client();
    const info = await api.get<UserInfoResponse>(USER_INFO);

    expect(info.authenticated).toBe(true);
    expect(info.user?.email).toBe(email);
    expect(jar.requests[0]?.headers.authorization).toBe(`Token ${token}`);
    expect(jar.requests[0]?.headers.cookie).toBeUndefined();
  });

  it('when the stored token is invalid, then after one repeat the 401 reaches the onUnauthorized hook', async () => {
    storage.setItem(AUTH_TOKEN_KEY, 'f'.repeat(40));
    const { api, onUnauthorized } = client();
    const error = await api.get(USER_INFO).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(trail()).toEqual([`GET ${USER_INFO}`, `GET ${USER_INFO}`]);
    expect(jar.requests.every((request) => request.headers.authorization === `Token ${'f'.repeat(40)}`)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(401);
  });

  it('when a sign-in screen opts out of the redirect, then a 401 is thrown without calling the hook', async () => {
    storage.setItem(AUTH_TOKEN_KEY, 'f'.repeat(40));
    const { api, onUnauthorized } = client();
    const error = await api.get(USER_INFO, { redirectOnUnauthorized: false }).catch((caught: unknown) => caught);

    expect((error as ApiError).status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('when the login is refused, then the server detail reaches the caller', async () => {
    const { email } = await registeredAccount();
    const { api } = client();
    const error = await api
      .post(LOGIN, { email, password: 'not-the-password' }, { redirectOnUnauthorized: false })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Invalid email or password.');
  });
});

describe('api client timeout', () => {
  let silent: Server;
  let silentUrl: string;

  beforeAll(async () => {
    // A server that accepts the request and never answers.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('when the server does not answer in time, then the request is aborted with a timeout error', async () => {
    const api = createApiClient({ baseUrl: silentUrl, fetch: jar.fetch, timeoutMs: 300 });
    const started = Date.now();
    const error = await api.get('/api/jobs/').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
