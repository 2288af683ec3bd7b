import type { JobReportRequestInput } from '@lj/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type ReportAnswer = { success: true; created: boolean };

/** POST /api/jobs/{id}/report/: once per person per job (a second report counts once). */
export function useReportJob(jobId: number) {
  return useMutation({
    mutationFn: (report: JobReportRequestInput) => api.post<ReportAnswer>(`/api/jobs/${jobId}/report/`, report),
  });
}
