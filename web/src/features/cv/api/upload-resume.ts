import type { User } from '@lj/contract';
import { useMutation } from '@tanstack/react-query';
import { useProfileSaved } from '../../../api/profile';
import { sendFormWithProgress } from '../../../lib/send-form-with-progress';

/**
 * The traditional CV is the profile's resume (product decisions): PUT /accounts/api/auth/profile/
 * with only the resume file, reporting upload progress (0 to 1).
 */
export function uploadResume(file: File, onProgress: (fraction: number) => void): Promise<User> {
  const form = new FormData();
  form.append('resume', file);
  return sendFormWithProgress<User>('PUT', '/accounts/api/auth/profile/', form, onProgress);
}

export function useUploadResume(onProgress: (fraction: number) => void) {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: (file: File) => uploadResume(file, onProgress), onSuccess: saved });
}
