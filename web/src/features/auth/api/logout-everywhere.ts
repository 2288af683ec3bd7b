import type { LogoutEverywhereResponse } from '@lj/contract';
import { api } from '../../../lib/api-client';

/** "Sign out everywhere": ends every session and token of the user on the server, this device's too. */
export const logoutEverywhereRequest = (): Promise<LogoutEverywhereResponse> =>
  api.post<LogoutEverywhereResponse>('/accounts/api/auth/logout-everywhere/', undefined, {
    redirectOnUnauthorized: false,
  });
