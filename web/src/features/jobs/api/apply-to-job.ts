import type { ApplyResponse } from '@lj/contract';
import { DEFAULT_COVER_LETTER } from '@lj/contract/apply-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../api/applications';
import { sendOrQueue } from '../../../pwa/offline-queue';
import { isQueuedRequest, type QueuedRequest } from '../../../pwa/worker-messages';

/** Spec section 7: an empty cover letter is sent as the default text. Offline, it is queued. */
export const applyToJob = (jobId: number, coverLetter: string): Promise<ApplyResponse | QueuedRequest> =>
  sendOrQueue<ApplyResponse>('POST', `/api/jobs/${jobId}/apply/`, {
    cover_letter: coverLetter.trim() || DEFAULT_COVER_LETTER,
  });

export function useApplyToJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coverLetter: string) => applyToJob(jobId, coverLetter),
    // Not paused while offline: applyToJob itself queues the application and says so.
    networkMode: 'always',
    // A queued application changed nothing yet (and a refetch would wait for the network).
    onSuccess: (answer) =>
      isQueuedRequest(answer) ? undefined : queryClient.invalidateQueries({ queryKey: applicationKeys.ofJob(jobId) }),
  });
}
