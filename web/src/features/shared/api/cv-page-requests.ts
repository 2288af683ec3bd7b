import type { CvPagesResponse, ProfileResponse } from '@lj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../../api/profile';
import { api } from '../../../lib/api-client';
import { sendFormWithProgress } from '../../../lib/send-form-with-progress';

const PATH = '/accounts/api/auth/profile/cv-pages/';

/** POST one page (a photo) at the end of the photo CV, reporting upload progress (0 to 1). */
export function addCvPage(photo: File, onProgress: (fraction: number) => void): Promise<CvPagesResponse> {
  const form = new FormData();
  form.append('page', photo);
  return sendFormWithProgress<CvPagesResponse>('POST', PATH, form, onProgress);
}

/** DELETE page `position` (from 1). */
export const removeCvPage = (position: number): Promise<CvPagesResponse> =>
  api.delete<CvPagesResponse>(`${PATH}?page=${position}`);

/** The pages the server answered replace those in the profile query, so every screen shows them at once. */
export function useCvPagesSaved(): (answer: CvPagesResponse) => void {
  const queryClient = useQueryClient();
  return ({ pages }) => {
    queryClient.setQueryData<ProfileResponse>(profileKeys.mine(), (current) =>
      current?.user.profile
        ? {
            ...current,
            resume_pages: pages,
            user: { ...current.user, profile: { ...current.user.profile, resume_pages: pages } },
          }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  };
}
