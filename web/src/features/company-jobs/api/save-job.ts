import type { JobFormInput, JobSaveResponse } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyJobKeys } from '../../../api/company-jobs';
import { jobKeys } from '../../../api/jobs';
import { api } from '../../../lib/api-client';

/** POST /api/jobs/ (new) or PUT /api/jobs/{id}/ (edit), with the job form's fields. */
export const saveJob = ({ id, form }: { id: number | null; form: JobFormInput }): Promise<JobSaveResponse> =>
  id === null ? api.post<JobSaveResponse>('/api/jobs/', form) : api.put<JobSaveResponse>(`/api/jobs/${id}/`, form);

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    // The company's listings, and the job itself (the edit screen and the public page read the same entry).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyJobKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]),
  });
}
