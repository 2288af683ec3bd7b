import { type ApplyResponse, DEFAULT_COVER_LETTER } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobKeys } from './query-keys';

/** Spec section 7: an empty cover letter is sent as the default text. */
export const applyToJob = (jobId: number, coverLetter: string): Promise<ApplyResponse> =>
  api.post<ApplyResponse>(`/api/jobs/${jobId}/apply/`, { cover_letter: coverLetter.trim() || DEFAULT_COVER_LETTER });

export function useApplyToJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coverLetter: string) => applyToJob(jobId, coverLetter),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.applications(jobId) }),
  });
}
