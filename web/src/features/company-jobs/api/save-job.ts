import type { JobFormInput, JobSaveResponse } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyJobsKeys } from './query-keys';

/** POST /api/jobs/ (new) or PUT /api/jobs/{id}/ (edit), with the job form's fields. */
export const saveJob = ({ id, form }: { id: number | null; form: JobFormInput }): Promise<JobSaveResponse> =>
  id === null ? api.post<JobSaveResponse>('/api/jobs/', form) : api.put<JobSaveResponse>(`/api/jobs/${id}/`, form);

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyJobsKeys.all }),
  });
}
