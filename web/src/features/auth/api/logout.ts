import { api } from '../../../lib/api-client';

/** Ends the session and deletes the token on the server. */
export const logoutRequest = (): Promise<unknown> =>
  api.post<unknown>('/accounts/api/auth/logout/', undefined, { redirectOnUnauthorized: false });
