import type { SuccessResponse } from '@lj/contract';
import { api } from '../../../lib/api-client';
import { useJobWrite } from './job-write';

/** POST /company/jobs/{id}/delete/: a job with applications is kept hidden so applicants keep its title. */
export const deleteJob = (id: number): Promise<SuccessResponse> =>
  api.post<SuccessResponse>(`/company/jobs/${id}/delete/`);

export const useDeleteJob = () => useJobWrite(deleteJob);
