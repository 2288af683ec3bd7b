import type { JobFormInput, JobSaveResponse } from '@lj/contract';
import { api } from '../../../lib/api-client';
import { useJobWrite } from './job-write';

/** POST /api/jobs/ (new) or PUT /api/jobs/{id}/ (edit), with the job form's fields. */
export const saveJob = ({ id, form }: { id: number | null; form: JobFormInput }): Promise<JobSaveResponse> =>
  id === null ? api.post<JobSaveResponse>('/api/jobs/', form) : api.put<JobSaveResponse>(`/api/jobs/${id}/`, form);

export const useSaveJob = () => useJobWrite(saveJob);
