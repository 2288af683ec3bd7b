import type { ProfileResponse } from '@lj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** GET /accounts/api/auth/profile/: the signed-in user with the profile fields. */
export const getProfile = (signal?: AbortSignal): Promise<ProfileResponse> =>
  api.get<ProfileResponse>('/accounts/api/auth/profile/', { signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...profileQueryOptions(), enabled });
