import { useMutation } from '@tanstack/react-query';
import { updateProfile, useProfileSaved } from '../../../api/profile';

/** Removes the traditional CV: the profile update with delete_resume='true' and nothing else. */
export function deleteResume() {
  const form = new FormData();
  form.append('delete_resume', 'true');
  return updateProfile(form);
}

export function useDeleteResume() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: deleteResume, onSuccess: saved });
}
