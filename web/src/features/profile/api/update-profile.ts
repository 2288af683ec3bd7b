import type { ProfileResponse, User } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { profileKeys } from './query-keys';

/** PUT /accounts/api/auth/profile/ as multipart (text fields, files, delete flags); answers the full user. */
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
 * After a save the new user replaces the one in the auth state (the header shows the name) and the
 * profile query; the query is then refreshed from the server.
 */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();
  return (user: User) => {
    updateUser(user);
    queryClient.setQueryData(profileKeys.profile, toProfileResponse(user));
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  };
}

export function useUpdateProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: updateProfile, onSuccess: saved });
}
