import type { userInfoResponseSchema } from '@lj/contract';
import type { z } from 'zod';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';

export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;

/**
 * Every query key of the sign-in state. The entry script imports this module (the auth provider
 * checks the session): keep it to user-info, so nothing a screen alone needs rides in it.
 */
export const authKeys = {
  all: ['auth'] as const,
  userInfo: () => [...authKeys.all, 'user-info'] as const,
};

/** GET /accounts/api/auth/user-info/: who the server thinks is signed in; never bounces to /login (it is how we find out). */
export const getUserInfo = (signal?: AbortSignal) =>
  api.get<UserInfoResponse>('/accounts/api/auth/user-info/', { signal, redirectOnUnauthorized: false });

export const userInfoQueryOptions = () => readQuery(authKeys.userInfo(), getUserInfo, { staleTime: 0, retry: false });
