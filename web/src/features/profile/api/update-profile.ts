import { useMutation } from '@tanstack/react-query';
import { updateProfile, useProfileSaved } from '../../../api/profile';

/** The profile form's save: PUT /accounts/api/auth/profile/, then every screen shows the saved user. */
export function useUpdateProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: updateProfile, onSuccess: saved });
}
