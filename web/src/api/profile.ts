import type { ProfileResponse, User } from '@lj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { readQuery } from './read-query';
import { useAuth } from '../lib/auth-context';

/** Every query key of the signed-in user's profile (/accounts/api/auth/profile/). */
export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
};

/** GET /accounts/api/auth/profile/: the signed-in user with the profile fields. */
export const getProfile = (signal?: AbortSignal) => api.get<ProfileResponse>('/accounts/api/auth/profile/', { signal });

export const profileQueryOptions = () => readQuery(profileKeys.mine(), getProfile);

/**
 * PUT /accounts/api/auth/profile/ as multipart (text fields, files, delete flags); answers the full
 * user. Here, not in a feature: the profile form and the CV upload screen (whose traditional CV is
 * the profile's resume) both write it.
 */
export const updateProfile = (form: FormData): Promise<User> => api.put<User>('/accounts/api/auth/profile/', form);

/** The profile answer rebuilt from a user, so every screen shows the saved values at once. */
export const toProfileResponse = (user: User): ProfileResponse => ({
  ...user.profile,
  user,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
});

/**
 * After any profile write the new user replaces the one in the auth state (the header shows the name)
 * and the profile query; the query is then refreshed from the server.
 */
export function useProfileSaved(): (user: User) => void {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return (user: User) => {
    updateUser(user);
    queryClient.setQueryData(profileKeys.mine(), toProfileResponse(user));
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  };
}
