import type { SuccessResponse } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyJobsKeys } from './query-keys';

/** POST /company/jobs/{id}/delete/: a job with applications is kept hidden so applicants keep its title. */
export const deleteJob = (id: number): Promise<SuccessResponse> =>
  api.post<SuccessResponse>(`/company/jobs/${id}/delete/`);

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyJobsKeys.all }),
  });
}
