import type { AuthResponse, User } from '@lj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { userInfoQueryOptions } from '../../../api/auth';
import { authScreenPaths, paths } from '../../../config/paths';
import { ApiError, api, NetworkError } from '../../../lib/api-client';
import { AuthContext, type AuthContextValue } from '../../../lib/auth-context';
import { authReducer, initialAuthState, isBlockingCheck, normalizeUser } from '../../../lib/auth-state';
import {
  AUTH_TOKEN_KEY,
  clearAllBrowserState,
  readStored,
  readStoredJson,
  removeStored,
  USER_KEY,
  writeStored,
} from '../../../lib/storage';
import { logoutRequest } from '../api/logout';

/** Forgets the jobs this device kept of the person's browsing (lib/forget-browsing.ts), loaded when needed. */
const forgetBrowsing = () => import('../../../lib/forget-browsing').then((module) => module.forgetBrowsing());
import { AuthErrorScreen, CheckingAuthScreen } from './auth-status-screens';

/** Spec section 4: the session is confirmed again every 5 minutes while the tab is visible. */
export const RECHECK_INTERVAL_MS = 5 * 60 * 1000;

const onAuthScreen = (pathname: string) => authScreenPaths.includes(pathname.replace(/(.)\/$/, '$1'));

function forgetStoredUser(): void {
  removeStored(USER_KEY);
  removeStored(AUTH_TOKEN_KEY);
}

type AuthProviderProps = {
  /** The user restored from local storage by the client entry (null when rendered on a server). */
  initialUser: User | null;
  /**
   * True when the server rendered the page for `initialUser` (it asked user-info for this very
   * request): the first render must match its HTML, so the user is confirmed, not re-checked.
   */
  serverConfirmed?: boolean;
  children: ReactNode;
};

export function AuthProvider({ initialUser, serverConfirmed = false, children }: AuthProviderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Decided once, on the screen the app started on.
  const [confirmOnStart] = useState(() => !serverConfirmed && !onAuthScreen(location.pathname));
  const [state, dispatch] = useReducer(authReducer, initialAuthState(initialUser, confirmOnStart));

  const recheck = useCallback(async () => {
    try {
      const info = await queryClient.fetchQuery(userInfoQueryOptions());
      const user = info.authenticated ? normalizeUser(info.user) : null;
      if (user) writeStored(USER_KEY, JSON.stringify(user));
      else forgetStoredUser();
      dispatch({ type: 'check-succeeded', user });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The stored token is no longer valid: nobody is signed in.
        forgetStoredUser();
        dispatch({ type: 'check-succeeded', user: null });
        return;
      }
      // Offline nobody can be asked: go on as the stored user, or as a guest, until the network is back.
      if (error instanceof NetworkError && !navigator.onLine) {
        dispatch({ type: 'check-succeeded', user: normalizeUser(readStoredJson(USER_KEY)) });
        return;
      }
      dispatch({ type: 'check-failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [queryClient]);

  useEffect(() => {
    if (confirmOnStart) void recheck();
  }, [confirmOnStart, recheck]);

  // After a server render: remember the user it confirmed; a token-only sign-in (no session
  // cookie for the server to see) is checked the usual way, without blocking the page.
  useEffect(() => {
    if (!serverConfirmed) return;
    if (initialUser) writeStored(USER_KEY, JSON.stringify(initialUser));
    else if (readStored(AUTH_TOKEN_KEY)) void recheck();
    else removeStored(USER_KEY);
  }, [serverConfirmed, initialUser, recheck]);

  useEffect(() => {
    if (state.status !== 'authenticated') return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void recheck();
    }, RECHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state.status, recheck]);

  // Any 401/403 the API client could not fix sends the browser to /login, keeping the way back.
  useEffect(() => {
    api.configure({
      onUnauthorized: (status) => {
        if (status === 401) {
          forgetStoredUser();
          dispatch({ type: 'logged-out' });
        }
        const here = `${window.location.pathname}${window.location.search}`;
        if (onAuthScreen(window.location.pathname)) return;
        void navigate(paths.login.href({ next: here }), { replace: true });
      },
    });
    return () => api.configure({ onUnauthorized: () => {} });
  }, [navigate]);

  const signIn = useCallback(
    (answer: AuthResponse) => {
      const user = normalizeUser(answer.user);
      if (!user || !answer.token) throw new Error('The answer carried no user or token.');
      writeStored(AUTH_TOKEN_KEY, answer.token);
      writeStored(USER_KEY, JSON.stringify(user));
      dispatch({ type: 'logged-in', user });
      // Spec section 4: a login leads to a refreshed user fetch.
      void recheck();
    },
    [recheck],
  );

  const updateUser = useCallback((user: User) => {
    writeStored(USER_KEY, JSON.stringify(user));
    dispatch({ type: 'user-updated', user });
  }, []);

  const clearSession = useCallback(() => {
    clearAllBrowserState();
    void forgetBrowsing();
    queryClient.clear();
    dispatch({ type: 'logged-out' });
  }, [queryClient]);

  /** What logout does once the server has been asked: forget everything here and reload /login. */
  const leave = useCallback(async () => {
    try {
      clearAllBrowserState();
      queryClient.clear();
      await forgetBrowsing();
      // A full reload with a cache-busting query, so nothing of the old session survives in memory.
      window.location.replace(paths.login.href({ t: String(Date.now()) }));
    } catch {
      window.location.replace(paths.login.href({ forced: 'true' }));
    }
  }, [queryClient]);

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // Spec section 8: a backend failure is ignored and cleanup continues.
    }
    await leave();
  }, [leave]);

  const logoutEverywhere = useCallback(async () => {
    try {
      // Rare: its request is loaded when asked for, not with the first script every page loads.
      await (await import('../api/logout-everywhere')).logoutEverywhereRequest();
    } catch (error) {
      // 401: this device was signed out already (by another's "Sign out everywhere"): leave all the same.
      // Any other failure leaves the other devices signed in, so the screen says so and nothing is cleared.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    await leave();
  }, [leave]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, recheck, updateUser, logout, logoutEverywhere, clearSession }),
    [state, signIn, recheck, updateUser, logout, logoutEverywhere, clearSession],
  );

  let content = children;
  if (isBlockingCheck(state)) content = <CheckingAuthScreen />;
  else if (state.status === 'error') {
    content = (
      <AuthErrorScreen
        message={state.error ?? ''}
        onRetry={() => {
          dispatch({ type: 'check-started' });
          void recheck();
        }}
      />
    );
  }
  return <AuthContext value={value}>{content}</AuthContext>;
}
