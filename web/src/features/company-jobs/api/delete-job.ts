import type { SuccessResponse } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyJobKeys } from '../../../api/company-jobs';
import { jobKeys } from '../../../api/jobs';
import { api } from '../../../lib/api-client';

/** POST /company/jobs/{id}/delete/: a job with applications is kept hidden so applicants keep its title. */
export const deleteJob = (id: number): Promise<SuccessResponse> =>
  api.post<SuccessResponse>(`/company/jobs/${id}/delete/`);

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    // The company's listings, and the public job lists and pages that showed the job.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyJobKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
