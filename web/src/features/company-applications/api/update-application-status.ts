import type { ApplicationDetail, ApplicationStatus } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../api/applications';
import { api } from '../../../lib/api-client';

/** PATCH /accounts/api/applications/{id}/status/: answers the updated application. */
export const updateApplicationStatus = ({ id, status }: { id: number; status: ApplicationStatus }) =>
  api.patch<ApplicationDetail>(`/accounts/api/applications/${id}/status/`, { status });

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(application.id), application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.ofJob(application.job.id) });
    },
  });
}
