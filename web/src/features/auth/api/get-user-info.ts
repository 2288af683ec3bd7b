import type { userInfoResponseSchema } from '@lj/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { authKeys } from './query-keys';

export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;

/** Who the server thinks is signed in; never bounces to /login (it is how we find out). */
export const getUserInfo = (signal?: AbortSignal): Promise<UserInfoResponse> =>
  api.get<UserInfoResponse>('/accounts/api/auth/user-info/', { signal, redirectOnUnauthorized: false });

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.userInfo,
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: 0,
    retry: false,
  });
